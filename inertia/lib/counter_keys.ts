import { useEffect } from 'react'

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * The keys of a till: F2 to scan, F8 to park, F9 to complete, `?` for the
 * shortcuts sheet; typing anywhere else goes to the scan field.
 */
export function useCounterKeys(handlers: {
  scan: () => void
  park: () => void
  complete: () => void
  help: () => void
}) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const modalOpen = Boolean(document.querySelector('.modal.show'))
      if (event.key === 'F2') {
        event.preventDefault()
        handlers.scan()
      } else if (event.key === 'F9') {
        event.preventDefault()
        handlers.complete()
      } else if (event.key === 'F8') {
        event.preventDefault()
        handlers.park()
      } else if (event.key === '?' && !isTyping(event.target) && !modalOpen) {
        event.preventDefault()
        handlers.help()
      } else if (
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTyping(event.target) &&
        !modalOpen
      ) {
        handlers.scan()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
}
