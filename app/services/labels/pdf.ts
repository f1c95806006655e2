import PDFDocument from 'pdfkit'
import type { LabelField, LabelTemplate } from '#common/labels/templates'
import {
  contentBoxes,
  drawBarcode,
  layoutPages,
  type BarcodeGeometry,
  type Box,
  type Offsets,
  type TextBox,
} from '#common/labels/layout'
import { boldFont, digitsFont, loadFontsFor, sansFont } from '#services/pdf/fonts'
import { fitText, lineWidth, textRuns, type FittedText } from '#services/pdf/text'
import { PdfTextWriter } from '#services/pdf/writer'

/** Points per millimetre: PDF user space is 1/72 inch. */
export const PT_PER_MM = 72 / 25.4

export interface LabelProduct {
  id: number
  name: string
  sku: string
  /** Price already formatted in the shop currency. */
  price: string
  barcode: BarcodeGeometry | null
}

export interface LabelJob {
  template: LabelTemplate
  items: { product: LabelProduct; count: number }[]
  fields: readonly LabelField[]
  offsets: Offsets
  start: number
}

/** Smallest the name may shrink to before it is cut with an ellipsis. */
const MIN_TEXT_SCALE = 0.7

class LabelDrawer {
  /** Fitting and measuring text is the costly part; a job repeats the same few texts. */
  private fitted = new Map<string, FittedText>()
  private widths = new Map<string, number>()
  private writer: PdfTextWriter

  constructor(private doc: PDFKit.PDFDocument) {
    this.writer = new PdfTextWriter(doc)
  }

  text(value: string, box: TextBox, origin: Box) {
    const base = box.bold ? boldFont() : sansFont()
    const key = [value, box.width, box.maxLines, box.fontSize, box.bold].join('\u0000')
    let fitted = this.fitted.get(key)
    if (!fitted) {
      fitted = fitText(
        value,
        {
          width: box.width,
          maxLines: box.maxLines,
          fontSize: box.fontSize,
          minFontSize: box.fontSize * MIN_TEXT_SCALE,
        },
        base
      )
      this.fitted.set(key, fitted)
    }
    const ascent = base.face.ascent / base.face.unitsPerEm
    fitted.lines.forEach((line, index) => {
      const alignRight = box.align === 'end' || line.rtl
      const x = origin.x + box.x + (alignRight ? box.width - line.width : 0)
      const top = origin.y + box.y + index * box.lineHeight
      const baseline = top + (box.lineHeight - fitted.fontSize) / 2 + fitted.fontSize * ascent
      this.writer.line(line, fitted.fontSize, x, baseline)
    })
  }

  barcode(geometry: BarcodeGeometry, box: Box, origin: Box) {
    const drawing = drawBarcode(geometry, { ...box, x: origin.x + box.x, y: origin.y + box.y })
    for (const bar of drawing.bars) this.doc.rect(bar.x, bar.y, bar.width, bar.height)
    this.doc.fill('black')
    const font = digitsFont()
    for (const digit of drawing.digits) {
      const key = `${digit.text}\u0000${digit.fontSize}`
      const width = this.widths.get(key) ?? lineWidth(textRuns(digit.text, font), digit.fontSize)
      this.widths.set(key, width)
      this.writer.run(digit.text, font, digit.fontSize, digit.x - width / 2, digit.baseline)
    }
  }
}

/**
 * The labels of a job as a PDF: one page per sheet (per label on a roll),
 * the page exactly the stock's size, each label where the layout engine
 * puts it, barcodes as vector bars, text in embedded Unicode fonts.
 */
export async function renderLabelsPdf(job: LabelJob): Promise<Buffer> {
  const { template } = job
  await loadFontsFor(job.items.flatMap(({ product }) => [product.name, product.price, product.sku]))
  const size: [number, number] = [template.page.width * PT_PER_MM, template.page.height * PT_PER_MM]
  const doc = new PDFDocument({
    autoFirstPage: false,
    size,
    margin: 0,
    info: { Title: `Labels (${template.name})`, Creator: 'POS Center' },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const products = new Map(job.items.map((item) => [item.product.id, item.product]))
  const pages = layoutPages(
    template,
    job.items.map((item) => ({ key: item.product.id, count: item.count })),
    job.offsets,
    job.start
  )
  const drawer = new LabelDrawer(doc)
  for (const page of pages) {
    doc.addPage({ size, margin: 0 })
    doc.save()
    doc.scale(PT_PER_MM)
    for (const placed of page.labels) {
      const product = products.get(placed.key)!
      const boxes = contentBoxes(placed.content, job.fields)
      if (boxes.name) drawer.text(product.name, boxes.name, placed.content)
      if (boxes.price) drawer.text(product.price, boxes.price, placed.content)
      if (boxes.sku) drawer.text(product.sku, boxes.sku, placed.content)
      if (boxes.barcode && product.barcode) {
        drawer.barcode(product.barcode, boxes.barcode, placed.content)
      }
    }
    doc.restore()
  }
  doc.end()
  return done
}
