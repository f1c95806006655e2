import { useEffect, useState, useSyncExternalStore } from 'react'
import { useTemplate } from '~/template/settings'

/** Side transitions come back 500 ms after the last resize event, so a resize does not animate. */
export const RESIZE_TRANSITION_DELAY_MS = 500

/** Where `/` is a character being typed, not the search shortcut. */
function isTextEntry(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type
    )
  )
}

/**
 * Escape closes the side overlay and the header search; `/` (outside text
 * fields) and Ctrl+K or Cmd+K (anywhere) open the header search. While the
 * window is being resized the side transitions are off, so panels do not
 * slide around.
 */
export function useTemplateKeyboardAndResize() {
  const { update } = useTemplate()
  const [transitions, setTransitions] = useState(true)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        update({ sideOverlayVisible: false, headerSearch: false })
      } else if (
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target)) ||
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey)
      ) {
        event.preventDefault()
        update({ headerSearch: true })
        document.getElementById('header-search-input')?.focus()
      }
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      setTransitions(false)
      clearTimeout(timer)
      timer = setTimeout(() => setTransitions(true), RESIZE_TRANSITION_DELAY_MS)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
      clearTimeout(timer)
    }
  }, [update])

  return { transitions }
}

/**
 * Whether a CSS media query matches now, following changes (e.g. the
 * desktop breakpoint). The server, which has no screen, draws the desktop
 * and React hydrates with that, then follows the screen.
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => true
  )
}
