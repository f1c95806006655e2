import { useLayoutEffect } from 'react'

/**
 * Names what this page prints on `<html data-print>` while the page is
 * open; the print styles apply under it only. A style sheet, once loaded,
 * stays for the rest of the visit: unscoped, the label page's print style
 * blanked a receipt printed later in the same visit.
 */
export function usePrintScope(what: string) {
  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset.print = what
    return () => {
      if (root.dataset.print === what) delete root.dataset.print
    }
  }, [what])
}
