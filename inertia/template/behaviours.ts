import { useEffect, useState } from 'react'
import { useTemplate } from '~/template/settings'

/** Seed section 9: side transitions come back 500 ms after the last resize event. */
export const RESIZE_TRANSITION_DELAY_MS = 500

/**
 * Escape closes the side overlay and the header search; while the window is
 * being resized the side transitions are off, so panels do not slide around.
 */
export function useTemplateKeyboardAndResize() {
  const { update } = useTemplate()
  const [transitions, setTransitions] = useState(true)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') update({ sideOverlayVisible: false, headerSearch: false })
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
