/**
 * How a sale's figures read on every screen and paper (the counter, the
 * receipt page, the receipt PDF), so the lines add up to the figure under
 * them:
 *
 * - each line shows its own discount and its amount after it: before tax
 *   in a shop whose prices exclude tax, as charged in one whose prices
 *   include it;
 * - Subtotal is the sum of those amounts;
 * - an order discount is taken from the subtotal on its own row;
 * - tax is then added (prices exclude tax) or only stated (prices include
 *   it, "Tax included"), and Total is what the customer pays.
 */

/** What the convention reads of a line's figures (SaleLineFigures or a stored order line). */
export interface LineFiguresIn {
  /** Unit price times quantity. */
  gross: number
  /** The line's own discount. */
  discount: number
}

export interface DisplayLine {
  gross: number
  discount: number
  /** What the line shows: gross less its own discount. */
  amount: number
}

export type DisplayRowKind = 'subtotal' | 'order_discount' | 'tax' | 'tax_included' | 'total'

export interface DisplayRow {
  kind: DisplayRowKind
  label: string
  /** Signed as it acts on the total: an order discount is negative; included tax is not added. */
  amount: number
}

export interface SaleDisplay {
  lines: DisplayLine[]
  rows: DisplayRow[]
}

/**
 * The lines and rows of a sale under the convention. `orderDiscount`,
 * `taxTotal` and `total` are the sale's own figures: the rows restate them,
 * never compute a second total.
 */
export function saleDisplay(
  lines: readonly LineFiguresIn[],
  sale: { orderDiscount: number; taxTotal: number; total: number },
  pricesIncludeTax: boolean
): SaleDisplay {
  const shown = lines.map((line) => ({
    gross: line.gross,
    discount: line.discount,
    amount: line.gross - line.discount,
  }))
  const subtotal = shown.reduce((sum, line) => sum + line.amount, 0)
  const rows: DisplayRow[] = [{ kind: 'subtotal', label: 'Subtotal', amount: subtotal }]
  if (sale.orderDiscount > 0) {
    rows.push({ kind: 'order_discount', label: 'Order discount', amount: -sale.orderDiscount })
  }
  rows.push(
    pricesIncludeTax
      ? { kind: 'tax_included', label: 'Tax included', amount: sale.taxTotal }
      : { kind: 'tax', label: 'Tax', amount: sale.taxTotal }
  )
  rows.push({ kind: 'total', label: 'Total', amount: sale.total })
  return { lines: shown, rows }
}

/** Whether the rows add up: subtotal, less the order discount, plus added tax, is the total. */
export function rowsAddUp(rows: readonly DisplayRow[]) {
  const total = rows.find((row) => row.kind === 'total')?.amount ?? 0
  const summed = rows
    .filter((row) => row.kind === 'subtotal' || row.kind === 'order_discount' || row.kind === 'tax')
    .reduce((sum, row) => sum + row.amount, 0)
  return summed === total
}
