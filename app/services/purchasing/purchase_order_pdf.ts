import PDFDocument from 'pdfkit'
import { boldFont, digitsFont, loadFontsFor, sansFont } from '#services/pdf/fonts'
import { PT_PER_MM } from '#services/labels/pdf'
import { fitText } from '#services/pdf/text'
import { PdfTextWriter } from '#services/pdf/writer'
import type PurchaseOrderTransformer from '#transformers/purchase_order_transformer'
import { formatMoney } from '#common/money'

export type PurchaseOrderDocument = ReturnType<PurchaseOrderTransformer['toObject']>

export interface OrderingShop {
  companyName: string
  taxId: string | null
  currency: string
  locale: string
}

const PAGE = { width: 595.28, height: 841.89, margin: 15 * PT_PER_MM }
const ROW = 18
const FONT_SIZE = 9

/**
 * A purchase order as the supplier reads it: A4, the shop and the delivery
 * branch, the order's number and expected date, each line with its SKU,
 * quantity (and packs when ordered in packs), unit cost and amount, and the
 * total. Text through the documents' shared writer, in a font for every
 * script, as the receipts and count sheets.
 */
export async function renderPurchaseOrderPdf(
  order: PurchaseOrderDocument,
  shop: OrderingShop
): Promise<Buffer> {
  await loadFontsFor([
    shop.companyName,
    order.supplier?.name ?? '',
    order.branch?.name ?? '',
    order.note ?? '',
    ...order.lines.map((line) => line.name),
  ])
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: { Title: `Purchase order ${order.number}`, Producer: 'POS Center' },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const writer = new PdfTextWriter(doc)
  const write = (value: string, x: number, y: number, width: number, base = sansFont()) => {
    const fitted = fitText(value, { width, maxLines: 1, fontSize: FONT_SIZE, minFontSize: 7 }, base)
    const line = fitted.lines[0]
    if (!line) return
    writer.line(line, fitted.fontSize, x + (line.rtl ? width - line.width : 0), y + FONT_SIZE)
  }
  const money = (minor: number | undefined) =>
    minor === undefined ? '' : formatMoney(minor, shop.currency, shop.locale)
  const inner = PAGE.width - 2 * PAGE.margin
  const col = {
    name: PAGE.margin,
    sku: PAGE.margin + inner * 0.44,
    quantity: PAGE.margin + inner * 0.6,
    cost: PAGE.margin + inner * 0.72,
    amount: PAGE.margin + inner * 0.86,
  }
  let y = PAGE.margin
  const header = (first: boolean) => {
    if (!first) doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 })
    y = PAGE.margin
    write(`Purchase order ${order.number}`, PAGE.margin, y, inner, boldFont())
    y += ROW
    write(
      `${shop.companyName}${shop.taxId ? ` · Tax ID ${shop.taxId}` : ''}`,
      PAGE.margin,
      y,
      inner
    )
    y += ROW
    write(`Supplier: ${order.supplier?.name ?? ''}`, PAGE.margin, y, inner)
    y += ROW
    write(
      `Deliver to: ${order.branch?.name ?? ''}${order.expectedOn ? ` · expected ${order.expectedOn}` : ''}`,
      PAGE.margin,
      y,
      inner
    )
    y += ROW * 1.5
    write('Product', col.name, y, col.sku - col.name - 6, boldFont())
    write('SKU', col.sku, y, col.quantity - col.sku - 6, boldFont())
    write('Quantity', col.quantity, y, col.cost - col.quantity - 6, boldFont())
    write('Unit cost', col.cost, y, col.amount - col.cost - 6, boldFont())
    write('Amount', col.amount, y, PAGE.margin + inner - col.amount, boldFont())
    y += ROW
  }
  header(true)
  for (const line of order.lines) {
    if (y + ROW > PAGE.height - PAGE.margin - ROW * 3) header(false)
    const packs = line.packSize > 1 ? ` (${line.quantity / line.packSize} × ${line.packSize})` : ''
    write(line.name, col.name, y, col.sku - col.name - 6)
    write(line.sku, col.sku, y, col.quantity - col.sku - 6, digitsFont())
    write(`${line.quantity}${packs}`, col.quantity, y, col.cost - col.quantity - 6, digitsFont())
    write(money(line.unitCost), col.cost, y, col.amount - col.cost - 6, digitsFont())
    write(money(line.lineTotal), col.amount, y, PAGE.margin + inner - col.amount, digitsFont())
    y += ROW
  }
  y += ROW / 2
  write(`Total ${money(order.total)}`, col.cost, y, PAGE.margin + inner - col.cost, boldFont())
  if (order.note) {
    y += ROW * 1.5
    write(`Note: ${order.note}`, PAGE.margin, y, inner)
  }
  doc.end()
  return done
}
