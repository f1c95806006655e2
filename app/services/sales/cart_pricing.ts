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
  DiscountOverCap,
  DiscountTooLarge,
  PaymentsDoNotSettle,
  PriceOverrideRefused,
  ProductNotForSale,
  SaleTooLarge,
} from '#exceptions/sale_errors'
import { formatPercent } from '#common/basis_points'
import { formatMoney } from '#common/money'
import { MAX_MONEY_MINOR } from '#common/limits'
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

/** The cart as the server reads it, every figure recomputed. */
export interface PricedCart {
  branch: Branch
  products: Product[]
  figures: SaleFigures
  unitPrices: number[]
  settings: Setting
}

/**
 * Reads the cart against the shop: the branch in the actor's scope, each
 * product active, prices and discounts allowed, every figure computed.
 */
export async function priceCart(
  input: CartInput,
  actor: Actor,
  scope: BranchScope,
  within?: TransactionClientContract
): Promise<PricedCart> {
  const branch = await scope.findOrFail(Branch, input.branchId, { column: 'id', client: within })
  if (!branch.isActive) throw new BranchClosedForSales(branch)
  const settings = await Setting.query({ client: within }).orderBy('id').firstOrFail()

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

  const unitPrices = input.lines.map((line, index) => {
    const price = line.unitPrice ?? products[index].price
    if (price !== products[index].price && !input.mayOverridePrice) {
      throw new PriceOverrideRefused(index)
    }
    return price
  })

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

  const cap = actor.user.role?.maxDiscountBp ?? 0
  if (!withinDiscountCap(figures.discountTotal, figures.subtotal, cap)) {
    throw new DiscountOverCap(
      largestDiscount(figures.subtotal, cap),
      formatPercent(cap, settings.locale),
      settings.currency,
      settings.locale
    )
  }
  return { branch, products, figures, unitPrices, settings }
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
