import { createHash } from 'node:crypto'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Product from '#models/product'
import Setting from '#models/setting'
import type { Actor } from '#services/platform/actor'
import type { BranchScope } from '#services/platform/branch_scope'
import {
  BranchClosedForSales,
  CustomerNotForSale,
  DiscountTooLarge,
  PaymentsDoNotSettle,
  ProductNotForSale,
  SaleTooLarge,
} from '#exceptions/sale_errors'
import { ApprovalNeeded } from '#exceptions/approval_errors'
import { formatPercent } from '#common/basis_points'
import { formatMoney } from '#common/money'
import { MAX_MONEY_MINOR } from '#common/limits'
import type { ApprovalReason } from '#common/approvals'
import {
  discountProblem,
  largestDiscount,
  saleFigures,
  saleSizeProblem,
  type settlePayments,
  withinDiscountCap,
  type SaleFigures,
} from '#common/sale_totals'
import type { CartInput } from '#services/sales/cart'

/** What in a cart a manager must approve, and what that approval is bound to. */
export interface SaleExceptions {
  reasons: ApprovalReason[]
  /** Each reason in words, for the cashier. */
  details: string[]
  /** Digest of the branch, lines and discounts: an approval is good for exactly this cart. */
  fingerprint: string
  /** The discounts approved, in minor units. */
  amount: number
}

/** The cart as the server reads it, every figure recomputed. */
export interface PricedCart {
  branch: Branch
  products: Product[]
  figures: SaleFigures
  unitPrices: number[]
  /** The product's price on each line charged at another one, else null. */
  originalPrices: (number | null)[]
  settings: Setting
  exceptions: SaleExceptions
}

/** The part of a cart an approval covers: what is sold, at which prices and discounts. */
function exceptionFingerprint(input: CartInput, amount: number) {
  const canonical = {
    branch: input.branchId,
    lines: input.lines.map((line) => [
      line.productId,
      line.quantity,
      line.unitPrice ?? null,
      line.discount ? [line.discount.kind, line.discount.value] : null,
    ]),
    orderDiscount: input.orderDiscount
      ? [input.orderDiscount.kind, input.orderDiscount.value]
      : null,
    amount,
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/** The cart's refusal when it needs an approval and carries none. */
export function approvalNeeded(exceptions: SaleExceptions) {
  return new ApprovalNeeded(exceptions.reasons, exceptions.details)
}

/**
 * Reads the cart against the shop (the settings as the request read them,
 * when given): the branch in the actor's scope, each
 * product active, discounts within their lines, every figure computed.
 * What the seller may not do alone (a discount past their role's cap, a
 * price change their policy did not allow, `mayOverridePrice`) is not
 * refused here but listed in `exceptions`, for a manager's approval.
 */
export async function priceCart(
  input: CartInput,
  actor: Actor,
  scope: BranchScope,
  within?: TransactionClientContract,
  known?: Setting
): Promise<PricedCart> {
  // The scope's own read holds what a sale needs of its branches (id, code, name, whether active).
  const branch = scope.branches.find((candidate) => candidate.id === input.branchId)
  if (!branch) throw new lucidErrors.E_ROW_NOT_FOUND(Branch)
  if (!branch.isActive) throw new BranchClosedForSales(branch)
  const settings = known ?? (await Setting.query({ client: within }).orderBy('id').firstOrFail())

  if (input.customerId) {
    const customer = await Customer.find(input.customerId, { client: within })
    if (!customer?.isActive) throw new CustomerNotForSale()
  }

  const ids = [...new Set(input.lines.map((line) => line.productId))]
  const found = await Product.query({ client: within }).whereIn('id', ids)
  const byId = new Map(found.map((product) => [product.id, product]))
  const products = input.lines.map((line, index) => {
    const product = byId.get(line.productId)
    if (!product?.isActive) throw new ProductNotForSale(index, product ?? null)
    return product
  })

  const unitPrices = input.lines.map((line, index) => line.unitPrice ?? products[index].price)
  const originalPrices = unitPrices.map((price, index) =>
    price === products[index].price ? null : products[index].price
  )

  const tooLarge = saleSizeProblem(
    input.lines.map((line, index) => ({ unitPrice: unitPrices[index], quantity: line.quantity }))
  )
  if (tooLarge !== null) {
    throw new SaleTooLarge(tooLarge, MAX_MONEY_MINOR, settings.currency, settings.locale)
  }
  for (const [index, line] of input.lines.entries()) {
    const problem = discountProblem(line.discount, unitPrices[index] * line.quantity)
    if (problem) throw new DiscountTooLarge(`lines.${index}.discount`, problem)
  }
  const lines = input.lines.map((line, index) => ({
    unitPrice: unitPrices[index],
    quantity: line.quantity,
    taxRateBp: products[index].taxRateBp,
    discount: line.discount ?? null,
  }))
  const figures = saleFigures(lines, input.orderDiscount, settings.pricesIncludeTax)
  // Tax added to prices can take a sale within the bound past it.
  if (figures.total > MAX_MONEY_MINOR) {
    throw new SaleTooLarge('sale', MAX_MONEY_MINOR, settings.currency, settings.locale)
  }
  const afterLineDiscounts = figures.subtotal - (figures.discountTotal - figures.orderDiscount)
  const orderProblem = discountProblem(input.orderDiscount, afterLineDiscounts)
  if (orderProblem) throw new DiscountTooLarge('order_discount', orderProblem)

  const money = (amount: number) => formatMoney(amount, settings.currency, settings.locale)
  const reasons: ApprovalReason[] = []
  const details: string[] = []
  const cap = actor.user.role?.maxDiscountBp ?? 0
  if (!withinDiscountCap(figures.discountTotal, figures.subtotal, cap)) {
    reasons.push('discount_over_cap')
    details.push(
      `Discounts may not exceed ${formatPercent(cap, settings.locale)} of the order for your role: at most ${money(largestDiscount(figures.subtotal, cap))} here.`
    )
  }
  const changed = originalPrices.flatMap((price, index) => (price === null ? [] : [index + 1]))
  if (changed.length > 0 && !input.mayOverridePrice) {
    reasons.push('price_change')
    details.push(
      `Your role may not change prices (line${changed.length > 1 ? 's' : ''} ${changed.join(', ')}).`
    )
  }
  const amount = figures.discountTotal
  return {
    branch,
    products,
    figures,
    unitPrices,
    originalPrices,
    settings,
    exceptions: { reasons, details, fingerprint: exceptionFingerprint(input, amount), amount },
  }
}

export function paymentsRefusal(
  settlement: ReturnType<typeof settlePayments>,
  settings: Setting
): PaymentsDoNotSettle {
  const money = (amount: number) => formatMoney(amount, settings.currency, settings.locale)
  if (settlement.problem === 'non_cash_over_total') {
    return new PaymentsDoNotSettle(
      'Card and other payments may not exceed what is owed: only cash gives change.'
    )
  }
  return new PaymentsDoNotSettle(`${money(settlement.remaining)} is still owed.`)
}
