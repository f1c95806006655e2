import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { layoutPages } from '#common/labels/layout'
import type { LabelOptions } from '~/lib/labels/use_label_options'
import type { LabelLimits, LabelLine } from '~/lib/labels/types'
import { urlFor } from '~/lib/routes'

/** A count as typed, or null unless a whole number from 1 to `max`. */
function parseCount(text: string, max: number) {
  if (!/^\d+$/.test(text.trim())) return null
  const value = Number(text)
  return value >= 1 && value <= max ? value : null
}

/**
 * Whether the page is being printed. The full set of sheets (up to
 * thousands of labels) is only drawn then, so editing stays quick; it is
 * drawn synchronously as printing starts, from the browser's own print
 * command as well as from the Print button.
 */
function usePrinting() {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('print')
    const start = () => flushSync(() => setPrinting(true))
    const stop = () => setPrinting(query.matches)
    const change = (event: MediaQueryListEvent) => (event.matches ? start() : stop())
    query.addEventListener('change', change)
    window.addEventListener('beforeprint', start)
    window.addEventListener('afterprint', stop)
    return () => {
      query.removeEventListener('change', change)
      window.removeEventListener('beforeprint', start)
      window.removeEventListener('afterprint', stop)
    }
  }, [])
  return {
    printing,
    print() {
      flushSync(() => setPrinting(true))
      window.print()
    },
  }
}

/**
 * The print job the page shows: each line's count (null when out of range),
 * what stops it from printing, its pages laid out by the engine the PDF uses,
 * the address of the same job as a PDF, and printing itself.
 */
export function useLabelPrinting(lines: LabelLine[], options: LabelOptions, limits: LabelLimits) {
  const printer = usePrinting()
  const { template, fields, offsets } = options

  const counts = lines.map((line) => parseCount(line.count, limits.perProduct))
  const total = counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
  // No products yet is where every job starts, not a mistake: the preview says what to do.
  const problems = [
    counts.some((count) => count === null) &&
      `Each product needs 1 to ${limits.perProduct} labels.`,
    total > limits.perJob && `At most ${limits.perJob} labels in one print job.`,
    fields.length === 0 && 'Choose at least one thing to print on the labels.',
    (offsets.top === null || offsets.left === null) &&
      `Offsets are between −${template.maxOffset} and ${template.maxOffset} mm.`,
  ].filter(Boolean) as string[]

  const shift = { top: offsets.top ?? 0, left: offsets.left ?? 0 }
  const pages = layoutPages(
    template,
    lines.map((line, index) => ({ key: line.product.id, count: counts[index] ?? 0 })),
    shift,
    options.firstPosition
  )
  const pdfUrl = `${urlFor('products.print_barcodes.pdf')}?${new URLSearchParams({
    template: template.id,
    items: lines.map((line, index) => `${line.product.id}:${counts[index] ?? 0}`).join(','),
    fields: fields.join(','),
    top: String(shift.top),
    left: String(shift.left),
    start: String(options.firstPosition),
  })}`

  return {
    counts,
    total,
    problems,
    ready: lines.length > 0 && problems.length === 0,
    pages,
    products: new Map(lines.map((line) => [line.product.id, line.product])),
    pdfUrl,
    printing: printer.printing,
    print: printer.print,
  }
}

export type LabelJob = ReturnType<typeof useLabelPrinting>
