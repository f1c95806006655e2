import PDFDocument from 'pdfkit'
import { DateTime } from 'luxon'
import type ReceiptTransformer from '#transformers/receipt_transformer'
import { drawBarcode } from '#common/labels/layout'
import { formatMoney } from '#common/money'
import { formatPercent } from '#common/basis_points'
import { PAYMENT_LABELS } from '#common/sale_totals'
import { barcodeGeometry } from '#services/labels/barcodes'
import { boldFont, digitsFont, sansFont } from '#services/labels/fonts'
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

/** Lays the receipt out from `top`; answers where it ended. */
function draw(doc: PDFKit.PDFDocument, receipt: Receipt, shop: ReceiptShop, paper: ReceiptPaper) {
  const { width, margin, fontSize } = PAPERS[paper]
  const inner = width - 2 * margin
  const money = (minor: number) => formatMoney(minor, shop.currency, shop.locale)
  const sans = sansFont()
  const bold = boldFont()
  doc.registerFont(sans.name, sans.data).registerFont(bold.name, bold.data)
  let y = margin
  const text = (
    value: string,
    options: { bold?: boolean; align?: 'left' | 'center'; size?: number } = {}
  ) => {
    doc.font(options.bold ? bold.name : sans.name).fontSize(options.size ?? fontSize)
    doc.text(value, margin, y, { width: inner, align: options.align ?? 'left' })
    y = doc.y
  }
  /** A label on the left and an amount on the right, on one row. */
  const row = (label: string, amount: string, strong = false) => {
    doc.font(strong ? bold.name : sans.name).fontSize(strong ? fontSize * 1.3 : fontSize)
    const amountWidth = doc.widthOfString(amount)
    doc.text(amount, margin, y, { width: inner, align: 'right' })
    const after = doc.y
    doc.text(label, margin, y, { width: inner - amountWidth - 6 })
    y = Math.max(after, doc.y)
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
  text(`Seller: ${receipt.seller}`)
  text(`Customer: ${receipt.customer?.name ?? 'Walk-in'}`)
  if (receipt.voided)
    text(`VOIDED ${when(receipt.voided.at)}: ${receipt.voided.reason ?? ''}`, { bold: true })
  rule()
  for (const line of receipt.lines) {
    text(line.name, { bold: true })
    row(`${line.quantity} × ${money(line.unitPrice)}`, money(line.lineTotal))
    if (line.discount + line.orderDiscount > 0)
      row('  Discount', `−${money(line.discount + line.orderDiscount)}`)
    if (line.returnedQuantity > 0) text(`  ${line.returnedQuantity} returned`)
  }
  rule()
  row('Subtotal', money(receipt.subtotal))
  if (receipt.discountTotal > 0) row('Discounts', `−${money(receipt.discountTotal)}`)
  for (const tax of receipt.taxes) {
    const label = `${receipt.pricesIncludeTax ? 'Tax included' : 'Tax'} ${formatPercent(tax.rateBp, shop.locale)}`
    row(label, money(tax.amount))
  }
  row('Total', money(receipt.total), true)
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
    doc.registerFont(digits.name, digits.data)
    for (const digit of drawing.digits) {
      doc.font(digits.name).fontSize(digit.fontSize)
      const digitWidth = doc.widthOfString(digit.text)
      doc.text(digit.text, digit.x - digitWidth / 2, digit.baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
      })
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
 * exactly as long as the receipt) or on A4, text in embedded fonts, the
 * order number as a vector Code 128 barcode.
 */
export async function renderReceiptPdf(
  receipt: Receipt,
  shop: ReceiptShop,
  paper: ReceiptPaper
): Promise<Buffer> {
  const { width } = PAPERS[paper]
  let height = A4_HEIGHT
  if (paper === '80mm') {
    const measuring = new PDFDocument({ size: [width, MEASURING_HEIGHT], margin: 0 })
    height = draw(measuring, receipt, shop, paper)
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
  draw(doc, receipt, shop, paper)
  doc.end()
  return done
}
