import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import OrderPayment from '#models/order_payment'
import Product from '#models/product'
import Setting from '#models/setting'
import type { Actor } from '#services/platform/actor'
import { changesBetween, recordAudit } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { nextOrderNumber } from '#services/platform/document_numbers'
import { postStockChanges } from '#services/stock/stock_ledger'
import { rollUpSale } from '#services/reports/rollups'
import { operation } from '#services/platform/transactions'
import { fileInSession, saleIncrements, sessionToFileIn } from '#services/tills/session_filing'
import { InsufficientStock } from '#exceptions/stock_errors'
import {
  BranchClosedForSales,
  CustomerNotForSale,
  DiscountOverCap,
  DiscountTooLarge,
  DraftNoLongerOpen,
  PaymentsDoNotSettle,
  PriceOverrideRefused,
  ProductNotForSale,
  SaleKeyReused,
  SaleStockShort,
  SaleTooLarge,
} from '#exceptions/sale_errors'
import { isUniqueViolation } from '#support/unique_violation'
import { timestampBinding } from '#support/sql_time'
import { formatPercent } from '#common/basis_points'
import { formatMoney } from '#common/money'
import { MAX_MONEY_MINOR } from '#common/limits'
import {
  discountProblem,
  largestDiscount,
  saleFigures,
  saleSizeProblem,
  settlePayments,
  withinDiscountCap,
  type Discount,
  type PaymentInput,
  type SaleFigures,
} from '#common/sale_totals'

export interface CartLineInput {
  productId: number
  quantity: number
  /** A price other than the product's; only with `orders.override_price`. */
  unitPrice?: number | null
  discount?: Discount | null
}

export interface CartInput {
  branchId: number
  /** Null for a walk-in customer. */
  customerId?: number | null
  lines: CartLineInput[]
  orderDiscount?: Discount | null
  payments?: (PaymentInput & { reference?: string | null })[]
  note?: string | null
  /** One per sale form (a UUID): the same key never makes a second order. */
  idempotencyKey: string
  /** The till this counter sells from (remembered per device): the sale is filed in its open session. */
  tillId?: number | null
}

export interface CheckoutResult {
  order: Order
  /** True when the key had already made this order: a resubmitted form. */
  replayed: boolean
}

/** The cart as the server reads it, every figure recomputed. */
interface PricedCart {
  branch: Branch
  products: Product[]
  figures: SaleFigures
  unitPrices: number[]
  settings: Setting
}

/** A stable digest of what a form asked for, to tell a resubmission from another cart. */
export function cartFingerprint(input: CartInput, kind: 'sale' | 'draft') {
  const canonical = {
    kind,
    branch: input.branchId,
    customer: input.customerId ?? null,
    lines: input.lines.map((line) => [
      line.productId,
      line.quantity,
      line.unitPrice ?? null,
      line.discount ? [line.discount.kind, line.discount.value] : null,
    ]),
    orderDiscount: input.orderDiscount
      ? [input.orderDiscount.kind, input.orderDiscount.value]
      : null,
    payments: (input.payments ?? []).map((payment) => [
      payment.method,
      payment.amount,
      payment.reference ?? null,
    ]),
    note: input.note ?? null,
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/**
 * Completes a sale at the counter (Orders / Create, or a parked draft from
 * Orders / Edit), in one transaction: the order with every figure computed
 * here (common/sale_totals.ts, never the browser's), its lines with
 * snapshots of name, SKU and cost, its payments, a `sale` ledger row per
 * line, and last the branch's next order number.
 *
 * Refused before anything is written: a branch out of scope (404) or
 * inactive, an archived product or customer, a price override without
 * `orders.override_price`, a discount past its line or past the role's cap,
 * payments that do not settle the total. Refused with everything rolled
 * back: stock the branch does not hold, named by line. Filed in the open
 * session of the counter's till, under the session's lock (a close at the
 * same moment makes it refused, never lost); without one, refused when the
 * shop asks for a session (a card-only sale may be let through).
 *
 * The idempotency key makes a resubmitted form (a double click, a retry
 * after a dropped connection) return the order it already made; the same
 * key with another cart is refused. A parked sale completed by its key is
 * audited as resumed.
 */
export async function completeSale(
  input: CartInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<CheckoutResult> {
  const fingerprint = cartFingerprint(input, 'sale')
  const scope = await BranchScope.of(actor.user, within)
  const earlier = await orderOfKey(input.idempotencyKey, actor, scope, within)
  if (earlier && earlier.status !== 'draft') return replay(earlier, fingerprint)

  const cart = await priceCart(input, actor, scope, within)
  const settlement = settlePayments(cart.figures.total, input.payments ?? [])
  if (settlement.problem) throw paymentsRefusal(settlement, cart.settings)
  const payments = input.payments ?? []
  const session = await sessionToFileIn(
    {
      tillId: input.tillId,
      branchId: cart.branch.id,
      cardOnly: payments.length > 0 && payments.every((payment) => payment.method === 'card'),
    },
    cart.settings,
    within
  )

  try {
    const completed = await operation(async (trx) => {
      const now = DateTime.utc()
      const { order, parked } = await openOrder(earlier, input, fingerprint, actor, trx)
      order.merge({
        status: 'completed',
        completedAt: now,
        paidTotal: settlement.paidTotal,
        changeDue: settlement.changeDue,
      })
      const lines = await writeFigures(order, input, cart, trx)
      const paid = await OrderPayment.createMany(
        (input.payments ?? []).map((payment, index) => ({
          orderId: order.id,
          method: payment.method,
          amount: settlement.applied[index],
          tendered: settlement.applied[index] === payment.amount ? null : payment.amount,
          reference: payment.reference || null,
        })),
        { client: trx }
      )
      await postSale(order, input, cart, actor, trx)
      if (session) await fileInSession(session.id, saleIncrements(order, paid), trx)
      order.tillSessionId = session?.id ?? null
      order.number = await nextOrderNumber(cart.branch.id, trx)
      await order.useTransaction(trx).save()
      await rollUpSale(order, lines, paid, trx)
      if (parked) await auditDraft('order.resumed', order, parked, actor, trx)
      return order
    }, within)
    return { order: completed, replayed: false }
  } catch (error) {
    // Two submissions of one form raced: the loser finds the winner's order.
    if (!isUniqueViolation(error, 'orders', 'idempotency_key')) throw error
    const winner = await orderOfKey(input.idempotencyKey, actor, scope, within)
    if (!winner) throw error
    return replay(winner, fingerprint)
  }
}

/**
 * Parks a sale (Save as draft): the order and its lines with their figures,
 * no number, no payments, no stock effect. Parking again with the same key
 * saves the draft's new content. Audited, with what changed when parked again.
 */
export async function parkSale(
  input: CartInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<Order> {
  const fingerprint = cartFingerprint(input, 'draft')
  const scope = await BranchScope.of(actor.user, within)
  const earlier = await orderOfKey(input.idempotencyKey, actor, scope, within)
  if (earlier && earlier.status !== 'draft') throw new SaleKeyReused(earlier.number)
  const cart = await priceCart(input, actor, scope, within)
  return operation(async (trx) => {
    const { order, parked } = await openOrder(earlier, input, fingerprint, actor, trx)
    order.merge({ status: 'draft', paidTotal: 0, changeDue: 0 })
    await writeFigures(order, input, cart, trx)
    await auditDraft('order.parked', order, parked ?? {}, actor, trx)
    return order
  }, within)
}

/**
 * The order an idempotency key already made, or null for a new key. A key
 * is honoured for the order's own seller, or when the order's branch is in
 * the actor's scope (a manager completing a cashier's parked sale). Any
 * other is answered as an order out of scope is, as missing, so a key
 * neither takes over nor reveals another branch's sale.
 */
async function orderOfKey(
  key: string,
  actor: Actor,
  scope: BranchScope,
  within?: TransactionClientContract
) {
  const order = await Order.query({ client: within }).where('idempotency_key', key).first()
  if (!order || order.sellerId === actor.user.id || scope.includes(order.branchId)) return order
  throw new lucidErrors.E_ROW_NOT_FOUND(Order)
}

/** What the audit trail notes of a parked sale as it stood. */
function draftFacts(order: Order) {
  return {
    status: order.status,
    branch_id: order.branchId,
    seller_id: order.sellerId,
    total: order.total,
    item_count: order.itemCount,
  }
}

/** Records a sale parked, or a parked one completed, with what changed since it was parked. */
function auditDraft(
  action: 'order.parked' | 'order.resumed',
  order: Order,
  before: Record<string, unknown>,
  actor: Actor,
  trx: TransactionClientContract
) {
  return recordAudit(
    {
      action,
      actor,
      subject: { type: 'order', id: order.id, branchId: order.branchId },
      changes: changesBetween(before, draftFacts(order)),
    },
    trx
  )
}

/** The order a resubmitted key made, or a refusal when it came from another cart. */
function replay(order: Order, fingerprint: string): CheckoutResult {
  if (order.requestFingerprint !== fingerprint) throw new SaleKeyReused(order.number)
  return { order, replayed: true }
}

/**
 * Reads the cart against the shop: the branch in the actor's scope, each
 * product active, prices and discounts allowed, every figure computed.
 */
async function priceCart(
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
    if (price !== products[index].price && !actor.user.can('orders.override_price')) {
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

function paymentsRefusal(
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

/** The draft the key parked, still open, with its facts as parked; or a new order. */
async function openOrder(
  earlier: Order | null,
  input: CartInput,
  fingerprint: string,
  actor: Actor,
  trx: TransactionClientContract
) {
  if (earlier) {
    // Locked, so two tills cannot complete one parked sale twice.
    const draft = await Order.query({ client: trx })
      .where('id', earlier.id)
      .where('status', 'draft')
      .forUpdate()
      .first()
    if (!draft) throw new DraftNoLongerOpen()
    const parked = draftFacts(draft)
    await OrderLine.query({ client: trx }).where('order_id', draft.id).delete()
    draft.merge({
      branchId: input.branchId,
      sellerId: actor.user.id,
      requestFingerprint: fingerprint,
    })
    return { order: draft, parked }
  }
  const order = new Order()
  order.merge({
    number: null,
    branchId: input.branchId,
    sellerId: actor.user.id,
    status: 'draft',
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: fingerprint,
    pricesIncludeTax: false,
  })
  return { order, parked: null }
}

/** The order's figures and lines, as computed on the server. */
async function writeFigures(
  order: Order,
  input: CartInput,
  cart: PricedCart,
  trx: TransactionClientContract
) {
  const { figures } = cart
  order.merge({
    customerId: input.customerId ?? null,
    note: input.note || null,
    subtotal: figures.subtotal,
    discountTotal: figures.discountTotal,
    orderDiscountKind: input.orderDiscount?.kind ?? null,
    orderDiscountValue: input.orderDiscount?.value ?? null,
    taxTotal: figures.taxTotal,
    total: figures.total,
    itemCount: figures.itemCount,
    pricesIncludeTax: cart.settings.pricesIncludeTax,
  })
  await order.useTransaction(trx).save()
  const stamp = timestampBinding(DateTime.utc(), trx.dialect.name)
  // Every line in one statement, as stored (ids, defaults), in the cart's order.
  const inserted = await trx
    .knexQuery()
    .table('order_lines')
    .insert(
      input.lines.map((line, index) => {
        const product = cart.products[index]
        const lineFigures = figures.lines[index]
        return {
          order_id: order.id,
          position: index + 1,
          product_id: product.id,
          product_name: product.name,
          product_sku: product.sku,
          unit_cost: product.cost,
          quantity: line.quantity,
          unit_price: cart.unitPrices[index],
          discount_kind: line.discount?.kind ?? null,
          discount_value: line.discount?.value ?? null,
          discount: lineFigures.discount,
          order_discount: lineFigures.orderDiscount,
          tax_rate_bp: product.taxRateBp,
          tax_amount: lineFigures.taxAmount,
          line_total: lineFigures.lineTotal,
          created_at: stamp,
          updated_at: stamp,
        }
      })
    )
    .returning('*')
  return OrderLine.$createMultipleFromAdapterResult(inserted, undefined, { client: trx })
}

/** A `sale` ledger row per line; a shortfall names its line. */
async function postSale(
  order: Order,
  input: CartInput,
  cart: PricedCart,
  actor: Actor,
  trx: TransactionClientContract
) {
  try {
    await postStockChanges(
      input.lines.map((line, index) => ({
        productId: cart.products[index].id,
        branchId: cart.branch.id,
        quantity: -line.quantity,
        type: 'sale' as const,
        unitCost: cart.products[index].cost,
        reference: { type: 'order' as const, id: order.id },
      })),
      actor,
      trx
    )
  } catch (error) {
    if (!(error instanceof InsufficientStock)) throw error
    const index = input.lines.findIndex((line) => line.productId === error.product.id)
    throw new SaleStockShort(index, error.message)
  }
}
