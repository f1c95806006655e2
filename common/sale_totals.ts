/**
 * The figures of a sale (docs/rules/sales.md), in integer minor
 * units: each line's discount, its share of the order discount, its tax and
 * what it costs the customer, and the order's totals. The counter screen
 * shows them as a preview; the server computes them again from the same
 * function and stores what it computed, never what the browser sent.
 *
 * - A line's gross is its unit price times its quantity.
 * - A discount is an amount in minor units or a percent in basis points of
 *   what it applies to (the line's gross; for the order, the lines after
 *   their own discounts), rounded half away from zero.
 * - The order discount is spread over the lines in proportion to their
 *   amounts after their own discounts, remainders to the largest lines.
 * - Tax is per line, on what is left of it, at the product's rate, rounded
 *   half away from zero. With prices including tax it is the part of that
 *   amount that is tax; otherwise it is added to it.
 */
import { allocate } from './allocation.js'
import { applyBasisPoints, MAX_BASIS_POINTS } from './basis_points.js'
import { multiplyAmount, scaleRounded } from './rounding.js'
import { MAX_MONEY_MINOR } from './limits.js'

export const DISCOUNT_KINDS = ['amount', 'percent'] as const
export type DiscountKind = (typeof DISCOUNT_KINDS)[number]

/** A discount as the cashier typed it: minor units, or basis points (1000 = 10 %). */
export interface Discount {
  kind: DiscountKind
  value: number
}

export interface SaleLineInput {
  /** The price of one unit in minor units, with or without tax as the shop sets. */
  unitPrice: number
  /** Whole units, at least one. */
  quantity: number
  taxRateBp: number
  discount?: Discount | null
}

export interface SaleLineFigures {
  /** unitPrice x quantity. */
  gross: number
  /** The line's own discount. */
  discount: number
  /** The line's share of the order discount. */
  orderDiscount: number
  /** Gross less both discounts: what the line is charged before tax is added. */
  net: number
  taxAmount: number
  /** What the customer pays for the line, tax included. */
  lineTotal: number
}

export interface SaleFigures {
  lines: SaleLineFigures[]
  /** The lines' gross. */
  subtotal: number
  /** The order discount in minor units. */
  orderDiscount: number
  /** Line discounts and the order discount together. */
  discountTotal: number
  taxTotal: number
  total: number
  itemCount: number
}

/**
 * Where a sale passes MAX_MONEY_MINOR, the most one amount may be: the
 * index of the first line whose gross does, `'sale'` when the lines do only
 * together, null when within. Compared as BigInt, since a price times a
 * quantity can pass exact arithmetic; within the bound every figure of the
 * sale, and the sums of many sales, stay exact.
 */
export function saleSizeProblem(
  lines: readonly Pick<SaleLineInput, 'unitPrice' | 'quantity'>[]
): number | 'sale' | null {
  let subtotal = 0n
  for (const [index, line] of lines.entries()) {
    const gross = BigInt(line.unitPrice) * BigInt(line.quantity)
    if (gross > BigInt(MAX_MONEY_MINOR)) return index
    subtotal += gross
  }
  return subtotal > BigInt(MAX_MONEY_MINOR) ? 'sale' : null
}

/** Why a discount cannot be given. */
type DiscountProblem = 'exceeds_amount' | 'over_percent'

/** What a discount comes to on `base`: an amount as it is, a percent of the base. */
export function discountAmount(discount: Discount | null | undefined, base: number) {
  if (!discount) return 0
  return discount.kind === 'percent' ? applyBasisPoints(base, discount.value) : discount.value
}

/** Why a discount cannot apply to `base`, or null when it can. */
export function discountProblem(
  discount: Discount | null | undefined,
  base: number
): DiscountProblem | null {
  if (!discount) return null
  if (discount.kind === 'percent') return discount.value > MAX_BASIS_POINTS ? 'over_percent' : null
  return discount.value > base ? 'exceeds_amount' : null
}

/** The tax in an amount: the part that is tax when prices include it, else what is added to it. */
export function taxOf(amount: number, rateBp: number, pricesIncludeTax: boolean) {
  return pricesIncludeTax
    ? scaleRounded(amount, rateBp, MAX_BASIS_POINTS + rateBp)
    : applyBasisPoints(amount, rateBp)
}

/**
 * Every figure of a sale. Discounts larger than what they apply to are
 * clamped to it here (a preview never shows a negative line); the server
 * refuses them first with `discountProblem`.
 */
export function saleFigures(
  lines: readonly SaleLineInput[],
  orderDiscount: Discount | null | undefined,
  pricesIncludeTax: boolean
): SaleFigures {
  const gross = lines.map((line) => multiplyAmount(line.unitPrice, line.quantity))
  const own = lines.map((line, index) =>
    Math.min(discountAmount(line.discount, gross[index]), gross[index])
  )
  const afterOwn = gross.map((amount, index) => amount - own[index])
  const base = afterOwn.reduce((sum, amount) => sum + amount, 0)
  const orderAmount = Math.min(discountAmount(orderDiscount, base), base)
  const shares = allocate(orderAmount, afterOwn)

  const figures = lines.map((line, index) => {
    const net = afterOwn[index] - shares[index]
    const taxAmount = taxOf(net, line.taxRateBp, pricesIncludeTax)
    return {
      gross: gross[index],
      discount: own[index],
      orderDiscount: shares[index],
      net,
      taxAmount,
      lineTotal: pricesIncludeTax ? net : net + taxAmount,
    }
  })
  const sum = (pick: (line: SaleLineFigures) => number) =>
    figures.reduce((total, line) => total + pick(line), 0)
  return {
    lines: figures,
    subtotal: sum((line) => line.gross),
    orderDiscount: orderAmount,
    discountTotal: sum((line) => line.discount) + orderAmount,
    taxTotal: sum((line) => line.taxAmount),
    total: sum((line) => line.lineTotal),
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
  }
}

/**
 * Whether discounts of `discountTotal` stay within a cap of `capBp` of the
 * order's gross, compared exactly: with a 10 % cap on
 * 19.95, 1.99 is within it and 2.00 is not.
 */
export function withinDiscountCap(discountTotal: number, subtotal: number, capBp: number) {
  return BigInt(discountTotal) * BigInt(MAX_BASIS_POINTS) <= BigInt(subtotal) * BigInt(capBp)
}

/** The largest discount a cap allows on a gross, in minor units, rounded down. */
export function largestDiscount(subtotal: number, capBp: number) {
  return Number((BigInt(subtotal) * BigInt(capBp)) / BigInt(MAX_BASIS_POINTS))
}

export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** How the screens name each payment method. */
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
}

export interface PaymentInput {
  method: PaymentMethod
  /** For cash, what was handed over; otherwise what was charged. */
  amount: number
}

export type PaymentProblem = 'non_cash_over_total' | 'short' | 'empty'

export interface PaymentSettlement {
  /** What each payment counts toward the sale: cash less the change it earned. */
  applied: number[]
  /** Everything handed over or charged. */
  paidTotal: number
  changeDue: number
  /** Still owed (0 when paid in full). */
  remaining: number
  problem: PaymentProblem | null
}

/**
 * How payments settle a total: card and other
 * payments together may not exceed it, so change is only ever given from
 * cash; what is handed over beyond the total is the change due, taken from
 * the cash payments, last first.
 */
export function settlePayments(total: number, payments: readonly PaymentInput[]) {
  const paidTotal = payments.reduce((sum, payment) => sum + payment.amount, 0)
  const nonCash = payments
    .filter((payment) => payment.method !== 'cash')
    .reduce((sum, payment) => sum + payment.amount, 0)
  const remaining = Math.max(total - paidTotal, 0)
  let changeDue = Math.max(paidTotal - total, 0)
  let problem: PaymentProblem | null = null
  if (nonCash > total) problem = 'non_cash_over_total'
  else if (remaining > 0) problem = payments.length === 0 ? 'empty' : 'short'

  const applied = payments.map((payment) => payment.amount)
  if (problem === null) {
    let change = changeDue
    for (let index = payments.length - 1; index >= 0 && change > 0; index--) {
      if (payments[index].method !== 'cash') continue
      const taken = Math.min(change, applied[index])
      applied[index] -= taken
      change -= taken
    }
  } else {
    changeDue = 0
  }
  return { applied, paidTotal, changeDue, remaining, problem } satisfies PaymentSettlement
}

/**
 * What returning `quantity` more units of a line refunds, when `returnedBefore`
 * went back already: the returned share of what the line cost the customer,
 * counted cumulatively so that returning every unit, in any number of
 * returns, refunds exactly the line's total and never more.
 */
export function refundShare(
  lineAmount: number,
  soldQuantity: number,
  returnedBefore: number,
  quantity: number
) {
  if (returnedBefore + quantity > soldQuantity) {
    throw new RangeError(`Cannot return ${quantity} of ${soldQuantity - returnedBefore} left`)
  }
  return (
    scaleRounded(lineAmount, returnedBefore + quantity, soldQuantity) -
    scaleRounded(lineAmount, returnedBefore, soldQuantity)
  )
}
