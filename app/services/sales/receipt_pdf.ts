import { DateTime } from 'luxon'
import type ReceiptTransformer from '#transformers/receipt_transformer'
import { formatMoney } from '#common/money'
import { formatPercent } from '#common/basis_points'
import { PAYMENT_LABELS } from '#common/sale_totals'
import { loadFontsFor } from '#services/pdf/fonts'
import { renderSlipPdf, type SlipCursor, type SlipPaper } from '#services/pdf/slip'
import { turnTaker } from '#support/turns'

export type Receipt = ReturnType<ReceiptTransformer['toObject']>

export type ReceiptPaper = SlipPaper

export interface ReceiptShop {
  companyName: string
  taxId: string | null
  receiptHeader: string | null
  receiptFooter: string | null
  currency: string
  locale: string
  timezone: string
}

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

/**
 * Lays the receipt out from the top margin. Setting a long name in several scripts takes milliseconds: other requests get a
 * turn between the sale's lines.
 */
async function draw(slip: SlipCursor, receipt: Receipt, shop: ReceiptShop) {
  const takeTurn = turnTaker()
  const fontSize = slip.fontSize
  const money = (minor: number) => formatMoney(minor, shop.currency, shop.locale)
  const text = slip.text.bind(slip)
  const row = slip.row.bind(slip)
  const rule = slip.rule.bind(slip)
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
  if (receipt.provisionalRef) text(`Made offline: ${receipt.provisionalRef}`)
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
  slip.barcode(receipt.number)
  if (shop.receiptFooter) {
    rule()
    text(shop.receiptFooter, { align: 'center' })
  }
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
  await loadFontsFor(receiptTexts(receipt, shop))
  return renderSlipPdf(paper, `Receipt ${receipt.number ?? ''}`, (slip) =>
    draw(slip, receipt, shop)
  )
}
