/**
 * The one layout engine behind the print preview and the PDF: where each
 * label sits on which page, where its name, price, SKU and barcode go, and
 * the bars and digits of its barcode. Pure arithmetic in millimetres with
 * no imports beyond the templates, so the browser runs this same file.
 */
import type { LabelField, LabelTemplate } from './templates.js'
import { labelsPerPage } from './templates.js'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface LayoutItem {
  /** What the caller prints on these labels (a product id). */
  key: number
  count: number
}

export interface Offsets {
  /** Millimetres to move the print down (negative: up). */
  top: number
  /** Millimetres to move the print right (negative: left). */
  left: number
}

export interface PlacedLabel {
  key: number
  /** Position on the sheet, 1 = top left, counted along rows. */
  position: number
  /** The die-cut label on the page. */
  label: Box
  /** Where its content is printed: the label inset by the padding, moved by the offsets. */
  content: Box
}

export interface LabelPage {
  labels: PlacedLabel[]
}

function round(value: number) {
  return Math.round(value * 1000) / 1000
}

/** Offsets kept within what the template allows, so nothing prints off the stock. */
export function clampOffsets(template: LabelTemplate, offsets: Offsets): Offsets {
  const clamp = (value: number) =>
    Number.isFinite(value) ? Math.min(template.maxOffset, Math.max(-template.maxOffset, value)) : 0
  return { top: clamp(offsets.top), left: clamp(offsets.left) }
}

/** The die-cut box of a position (1-based) on a sheet. */
export function labelBox(template: LabelTemplate, position: number): Box {
  const index = position - 1
  const column = index % template.columns
  const row = Math.floor(index / template.columns)
  return {
    x: round(template.margin.left + column * (template.label.width + template.gap.x)),
    y: round(template.margin.top + row * (template.label.height + template.gap.y)),
    width: template.label.width,
    height: template.label.height,
  }
}

/**
 * Pages of labels: each item's labels in a row, in the order given, filling
 * each sheet along its rows from `start` (1-based, first sheet only, to use
 * up a partly used sheet). A roll has one label per page.
 */
export function layoutPages(
  template: LabelTemplate,
  items: LayoutItem[],
  offsets: Offsets,
  start = 1
): LabelPage[] {
  const perPage = labelsPerPage(template)
  const shift = clampOffsets(template, offsets)
  const pages: LabelPage[] = []
  let position = Math.min(Math.max(1, Math.trunc(start) || 1), perPage)
  let page: LabelPage | null = null
  for (const item of items) {
    for (let copy = 0; copy < item.count; copy++) {
      if (!page || position > perPage) {
        if (page) position = 1
        page = { labels: [] }
        pages.push(page)
      }
      const label = labelBox(template, position)
      page.labels.push({
        key: item.key,
        position,
        label,
        content: {
          x: round(label.x + template.padding + shift.left),
          y: round(label.y + template.padding + shift.top),
          width: round(label.width - 2 * template.padding),
          height: round(label.height - 2 * template.padding),
        },
      })
      position++
    }
  }
  return pages
}

export interface TextBox extends Box {
  fontSize: number
  lineHeight: number
  maxLines: number
  bold: boolean
  align: 'start' | 'end'
}

export interface ContentBoxes {
  name?: TextBox
  price?: TextBox
  sku?: TextBox
  barcode?: Box
}

/**
 * Where each chosen field goes inside a label's content box (coordinates
 * relative to its top-left corner): the name on up to two lines (three
 * without a barcode), price and SKU on one line, the barcode below taking
 * the rest of the height. Type scales with the label height.
 */
export function contentBoxes(
  content: { width: number; height: number },
  fields: readonly LabelField[]
): ContentBoxes {
  const show = new Set(fields)
  const base = Math.min(4.2, Math.max(2.2, content.height * 0.12))
  const boxes: ContentBoxes = {}
  let y = 0
  if (show.has('name')) {
    const maxLines = show.has('barcode') ? 2 : 3
    const lineHeight = round(base * 1.2)
    boxes.name = {
      x: 0,
      y,
      width: content.width,
      height: round(lineHeight * maxLines),
      fontSize: round(base),
      lineHeight,
      maxLines,
      bold: false,
      align: 'start',
    }
    y += lineHeight * maxLines
  }
  if (show.has('price') || show.has('sku')) {
    const height = round(base * 1.4)
    const line = { y: round(y), height, maxLines: 1, lineHeight: height }
    if (show.has('price')) {
      const width = show.has('sku') ? content.width * 0.55 : content.width
      boxes.price = {
        ...line,
        x: 0,
        width: round(width),
        fontSize: round(base * 1.15),
        bold: true,
        align: 'start',
      }
    }
    if (show.has('sku')) {
      const x = show.has('price') ? content.width * 0.55 : 0
      boxes.sku = {
        ...line,
        x: round(x),
        width: round(content.width - x),
        fontSize: round(base * 0.85),
        bold: false,
        align: show.has('price') ? 'end' : 'start',
      }
    }
    y += height
  }
  if (show.has('barcode')) {
    const top = y > 0 ? y + 0.6 : 0
    boxes.barcode = {
      x: 0,
      y: round(top),
      width: content.width,
      height: round(content.height - top),
    }
  }
  return boxes
}

/**
 * A barcode in module units, as the server encodes it: bars from the left
 * edge of the symbol (guard bars reach down between the digits), digits
 * with the module their centre sits on, and the quiet zones the symbology
 * needs on each side for scanners to find it.
 */
export interface BarcodeGeometry {
  code: string
  symbology: 'ean13' | 'ean8' | 'upca' | 'code128'
  modules: number
  quietLeft: number
  quietRight: number
  /** [x, width, isGuard] in modules. */
  bars: [number, number, boolean][]
  /** [text, centre in modules, relative size]. */
  digits: [string, number, number][]
}

export interface BarcodeDrawing {
  bars: Box[]
  digits: { text: string; x: number; baseline: number; fontSize: number }[]
  /** Where the symbol and its quiet zones sit, for checks. */
  symbol: Box
  moduleWidth: number
}

/** Widest module we print: 150 % of the GS1 nominal 0.33 mm. */
const MAX_MODULE = 0.5
/** Advance of a digit of the monospaced font, in ems (DejaVu Sans Mono). */
export const DIGIT_ADVANCE = 0.602

/**
 * The bars and digits of a barcode fitted into a box, in millimetres
 * relative to the box: quiet zones included in the width, digits under
 * the bars with the guard bars reaching between them, as GS1 draws them.
 */
export function drawBarcode(geometry: BarcodeGeometry, box: Box): BarcodeDrawing {
  const total = geometry.quietLeft + geometry.modules + geometry.quietRight
  const module = Math.min(MAX_MODULE, box.width / total)
  const left = box.x + (box.width - total * module) / 2
  const symbolLeft = left + geometry.quietLeft * module
  const gtin = geometry.symbology !== 'code128'
  const textLength = gtin ? 1 : geometry.code.length
  const fontSize = Math.min(
    gtin ? 10 * module : 2.8,
    box.height * 0.3,
    gtin ? Infinity : (geometry.modules * module) / (textLength * DIGIT_ADVANCE)
  )
  const barHeight = box.height - fontSize * 0.95
  const guardHeight = barHeight + fontSize * 0.5
  const baseline = box.y + box.height - fontSize * 0.1
  return {
    bars: geometry.bars.map(([x, width, guard]) => ({
      x: round(symbolLeft + x * module),
      y: round(box.y),
      width: round(width * module),
      height: round(guard ? guardHeight : barHeight),
    })),
    digits: geometry.digits.map(([text, centre, size]) => ({
      text,
      x: round(symbolLeft + centre * module),
      baseline: round(baseline),
      fontSize: round(fontSize * size),
    })),
    symbol: { x: round(left), y: box.y, width: round(total * module), height: box.height },
    moduleWidth: round(module),
  }
}
