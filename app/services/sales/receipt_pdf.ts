import PDFDocument from 'pdfkit'
import { DateTime } from 'luxon'
import type ReceiptTransformer from '#transformers/receipt_transformer'
import { drawBarcode } from '#common/labels/layout'
import { formatMoney } from '#common/money'
import { formatPercent } from '#common/basis_points'
import { PAYMENT_LABELS } from '#common/sale_totals'
import { barcodeGeometry } from '#services/labels/barcodes'
import { boldFont, digitsFont, loadFontsFor, sansFont, type PdfFont } from '#services/pdf/fonts'
import { lineWidth, textRuns } from '#services/pdf/text'
import { PdfTextWriter, setLines, type SetLine } from '#services/pdf/writer'
import { turnTaker } from '#support/turns'
import { PT_PER_MM } from '#services/labels/pdf'

export type Receipt = ReturnType<ReceiptTransformer['toObject']>

export type ReceiptPaper = '80mm' | 'a4'

export interface ReceiptShop {
  companyName: string
  taxId: string | null
  receiptHeader: string | null
  receiptFooter: string | null
  currency: string
  locale: string
  timezone: string
}

/** Width and margin of each paper in points; a roll is as long as its receipt. */
const PAPERS: Record<ReceiptPaper, { width: number; margin: number; fontSize: number }> = {
  '80mm': { width: 80 * PT_PER_MM, margin: 4 * PT_PER_MM, fontSize: 8 },
  'a4': { width: 595.28, margin: 15 * PT_PER_MM, fontSize: 10 },
}
const A4_HEIGHT = 841.89
/** Tall enough for any receipt on a roll, to measure it before the real page is cut. */
const MEASURING_HEIGHT = 14_400

/** Space between two lines' baselines, in font sizes: room for CJK glyphs beside Latin. */
const LINE_HEIGHT = 1.25

/** Every text the receipt prints, so the fonts for their scripts are read before drawing. */
function receiptTexts(receipt: Receipt, shop: ReceiptShop) {
  return [
    shop.companyName,
    shop.receiptHeader ?? '',
    shop.receiptFooter ?? '',
    receipt.branch.name,
    receipt.branch.address ?? '',
    receipt.seller,
    receipt.approvedBy ?? '',
    receipt.customer?.name ?? '',
    receipt.voided?.reason ?? '',
    ...receipt.lines.map((line) => line.name),
  ]
}

type LineSetter = (text: string, base: PdfFont, fontSize: number, width: number) => SetLine[]

/** setLines, remembering each text's lines: the roll sets every text twice (measure, then draw). */
function memoisedLines(): LineSetter {
  const set = new Map<string, SetLine[]>()
  return (text, base, fontSize, width) => {
    const key = [text, base.name, fontSize, width].join('\u0000')
    let lines = set.get(key)
    if (!lines) set.set(key, (lines = setLines(text, base, fontSize, width)))
    return lines
  }
}

/**
 * Lays the receipt out from the top margin; answers where it ended. Setting
 * a long name in several scripts takes milliseconds: other requests get a
 * turn between the sale's lines.
 */
async function draw(
  doc: PDFKit.PDFDocument,
  receipt: Receipt,
  shop: ReceiptShop,
  paper: ReceiptPaper,
  linesOf: LineSetter
) {
  const takeTurn = turnTaker()
  const { width, margin, fontSize } = PAPERS[paper]
  const inner = width - 2 * margin
  const money = (minor: number) => formatMoney(minor, shop.currency, shop.locale)
  const writer = new PdfTextWriter(doc)
  let y = margin
  /** Lines set in `base`, each moved right by `indent(line)`, from the current height down. */
  const put = (
    lines: SetLine[],
    base: PdfFont,
    size: number,
    indent: (line: SetLine) => number
  ) => {
    const ascent = base.face.ascent / base.face.unitsPerEm
    for (const line of lines) {
      writer.line(line, size, margin + indent(line), y + size * ascent)
      y += size * LINE_HEIGHT
    }
  }
  const text = (
    value: string,
    options: { bold?: boolean; align?: 'left' | 'center'; size?: number } = {}
  ) => {
    const base = options.bold ? boldFont() : sansFont()
    const size = options.size ?? fontSize
    const lines = linesOf(value, base, size, inner)
    put(lines, base, size, (line) =>
      options.align === 'center' ? (inner - line.width) / 2 : line.rtl ? inner - line.width : 0
    )
  }
  /** A label on the left and an amount on the right, on one row. */
  const row = (label: string, amount: string, strong = false) => {
    const base = strong ? boldFont() : sansFont()
    const size = strong ? fontSize * 1.3 : fontSize
    const [amountLine] = linesOf(amount, base, size, inner)
    const top = y
    put([amountLine], base, size, () => inner - amountLine.width)
    const after = y
    y = top
    put(linesOf(label, base, size, inner - amountLine.width - 6), base, size, () => 0)
    y = Math.max(after, y)
  }
  const rule = () => {
    y += fontSize * 0.4
    doc
      .moveTo(margin, y)
      .lineTo(width - margin, y)
      .lineWidth(0.5)
      .stroke('#000')
    y += fontSize * 0.6
  }
  const when = (iso: string) =>
    DateTime.fromISO(iso)
      .setZone(shop.timezone)
      .setLocale(shop.locale)
      .toLocaleString(DateTime.DATETIME_MED)

  text(shop.companyName, { bold: true, align: 'center', size: fontSize * 1.4 })
  if (shop.receiptHeader) text(shop.receiptHeader, { align: 'center' })
  text(receipt.branch.name, { align: 'center' })
  for (const detail of [receipt.branch.address, receipt.branch.phone]) {
    if (detail) text(detail, { align: 'center' })
  }
  if (shop.taxId) text(`Tax ID ${shop.taxId}`, { align: 'center' })
  rule()
  text(`Order ${receipt.number}`, { bold: true })
  if (receipt.completedAt) text(when(receipt.completedAt))
  text(`Served by ${receipt.seller}`)
  if (receipt.approvedBy) text(`Approved by ${receipt.approvedBy}`)
  text(`Customer: ${receipt.customer?.name ?? 'Walk-in'}`)
  if (receipt.voided)
    text(`VOIDED ${when(receipt.voided.at)}: ${receipt.voided.reason ?? ''}`, { bold: true })
  rule()
  // The lines add up to the Subtotal under them (common/sale_display.ts).
  for (const [index, line] of receipt.lines.entries()) {
    await takeTurn()
    const shown = receipt.display.lines[index]
    text(line.name, { bold: true })
    row(`${line.quantity} × ${money(line.unitPrice)}`, money(shown.gross))
    if (line.originalUnitPrice !== null)
      text(`  Price changed from ${money(line.originalUnitPrice)}`)
    if (shown.discount > 0) row('  Discount', `−${money(shown.discount)}`)
    if (line.returnedQuantity > 0) text(`  ${line.returnedQuantity} returned`)
  }
  rule()
  for (const summary of receipt.display.rows) {
    if (summary.kind === 'tax' || summary.kind === 'tax_included') {
      for (const tax of receipt.taxes) {
        const label = `${receipt.pricesIncludeTax ? 'Tax included' : 'Tax'} ${formatPercent(tax.rateBp, shop.locale)}`
        row(label, money(tax.amount))
      }
    } else if (summary.kind === 'order_discount') {
      row(summary.label, `−${money(-summary.amount)}`)
    } else {
      row(summary.label, money(summary.amount), summary.kind === 'total')
    }
  }
  for (const payment of receipt.payments) {
    const method = PAYMENT_LABELS[payment.method as keyof typeof PAYMENT_LABELS] ?? payment.method
    row(method, money(payment.tendered ?? payment.amount))
  }
  if (receipt.changeDue > 0) row('Change', money(receipt.changeDue))
  if (receipt.returns.length > 0) {
    rule()
    for (const saleReturn of receipt.returns) {
      row(
        `Return ${saleReturn.number} ${when(saleReturn.createdAt)}`,
        `−${money(saleReturn.refundTotal)}`
      )
    }
  }
  const geometry = receipt.number ? barcodeGeometry(receipt.number) : null
  if (geometry) {
    y += fontSize
    const box = {
      x: margin / PT_PER_MM,
      y: y / PT_PER_MM,
      width: Math.min(inner / PT_PER_MM, 60),
      height: 14,
    }
    box.x += (inner / PT_PER_MM - box.width) / 2
    const drawing = drawBarcode(geometry, box)
    doc.save()
    doc.scale(PT_PER_MM)
    for (const bar of drawing.bars) doc.rect(bar.x, bar.y, bar.width, bar.height)
    doc.fill('black')
    const digits = digitsFont()
    for (const digit of drawing.digits) {
      const digitWidth = lineWidth(textRuns(digit.text, digits), digit.fontSize)
      writer.run(digit.text, digits, digit.fontSize, digit.x - digitWidth / 2, digit.baseline)
    }
    doc.restore()
    y += box.height * PT_PER_MM + fontSize
  }
  if (shop.receiptFooter) {
    rule()
    text(shop.receiptFooter, { align: 'center' })
  }
  return y + margin
}

/**
 * The receipt as a PDF, as the page prints it: on an 80 mm roll (one page,
 * exactly as long as the receipt) or on A4, text in embedded fonts for
 * whatever script its names are written in, the order number as a vector
 * Code 128 barcode.
 */
export async function renderReceiptPdf(
  receipt: Receipt,
  shop: ReceiptShop,
  paper: ReceiptPaper
): Promise<Buffer> {
  const { width } = PAPERS[paper]
  await loadFontsFor(receiptTexts(receipt, shop))
  const lines = memoisedLines()
  let height = A4_HEIGHT
  if (paper === '80mm') {
    const measuring = new PDFDocument({ size: [width, MEASURING_HEIGHT], margin: 0 })
    height = await draw(measuring, receipt, shop, paper, lines)
  }
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    info: { Title: `Receipt ${receipt.number ?? ''}`, Producer: 'POS Center' },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  await draw(doc, receipt, shop, paper, lines)
  doc.end()
  return done
}
