import { useLayoutEffect, useState, type RefObject } from 'react'

/** Millimetres per CSS pixel: 96 px to the inch. */
const MM_PER_PX = 25.4 / 96

/** Margins all round, as the receipt PDFs have them. */
const MARGINS_MM = { '80mm': 4, 'a4': 15 }

/**
 * The `@page` rule the browser prints the receipt with. A roll's page is
 * 80 mm wide and as long as the receipt, like its PDF: `size` takes two
 * lengths or a paper name, and a rule it cannot read ("80mm auto") is
 * dropped, leaving the printer's default Letter or A4 sheet.
 */
export function receiptPageRule(paper: '80mm' | 'a4', receiptHeightMm: number) {
  const margin = MARGINS_MM[paper]
  if (paper === 'a4') return `@page { size: A4; margin: ${margin}mm; }`
  return `@page { size: 80mm ${Math.ceil(receiptHeightMm) + 2 * margin}mm; margin: ${margin}mm; }`
}

/** The element's height in millimetres, followed as it changes (a paper chosen, a font loaded). */
export function useHeightInMm(ref: RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // Measured before the first paint too: until the observer's first call a
    // zero height would make a page with no room inside its margins, which
    // the browser drops for its default sheet.
    // A receipt not laid out for a moment (hidden while the page switches to
    // print) keeps its last height: a zero would make the same dropped page.
    const measure = () => {
      if (element.offsetHeight > 0) setHeight(element.offsetHeight * MM_PER_PX)
    }
    measure()
    const observer = new ResizeObserver(measure)
    // The border box is what offsetHeight reads: print styles that change
    // only padding or borders would leave a content-box observer silent.
    observer.observe(element, { box: 'border-box' })
    return () => observer.disconnect()
  }, [ref])
  return height
}
