import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import OrderPayment from '#models/order_payment'
import type { Actor } from '#services/platform/actor'
import { changesBetween, recordAudit } from '#services/platform/audit_log'
import { postStockChanges, type PostOptions } from '#services/stock/stock_ledger'
import { InsufficientStock } from '#exceptions/stock_errors'
import { DraftNoLongerOpen, SaleStockShort } from '#exceptions/sale_errors'
import { timestampBinding } from '#support/sql_time'
import type { settlePayments } from '#common/sale_totals'
import type { CartInput } from '#services/sales/cart'
import type { PricedCart } from '#services/sales/cart_pricing'

/** What the audit trail notes of a parked sale as it stood. */
export function draftFacts(order: Order) {
  return {
    status: order.status,
    branch_id: order.branchId,
    seller_id: order.sellerId,
    total: order.total,
    item_count: order.itemCount,
  }
}

/** Records a sale parked, or a parked one completed, with what changed since it was parked. */
export function auditDraft(
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

/** The draft the key parked, still open, with its facts as parked; or a new order. */
export async function openOrder(
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
export async function writeFigures(
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
          original_unit_price: cart.originalPrices[index],
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

/**
 * A `sale` ledger row per line; a shortfall names its line. `allowNegative`
 * is the shop's setting when the caller read it in this transaction already.
 */
export async function postSale(
  order: Order,
  input: CartInput,
  cart: PricedCart,
  actor: Actor,
  trx: TransactionClientContract,
  options: PostOptions = {}
) {
  try {
    return await postStockChanges(
      input.lines.map((line, index) => ({
        productId: cart.products[index].id,
        branchId: cart.branch.id,
        quantity: -line.quantity,
        type: 'sale' as const,
        unitCost: cart.products[index].cost,
        reference: { type: 'order' as const, id: order.id },
      })),
      actor,
      trx,
      options
    )
  } catch (error) {
    if (!(error instanceof InsufficientStock)) throw error
    const index = input.lines.findIndex((line) => line.productId === error.product.id)
    throw new SaleStockShort(index, error.message)
  }
}

/** The payments as settled: each applied amount, and what was tendered when cash gave change. */
export function writePayments(
  order: Order,
  input: CartInput,
  settlement: ReturnType<typeof settlePayments>,
  trx: TransactionClientContract
) {
  return OrderPayment.createMany(
    (input.payments ?? []).map((payment, index) => ({
      orderId: order.id,
      method: payment.method,
      amount: settlement.applied[index],
      tendered: settlement.applied[index] === payment.amount ? null : payment.amount,
      reference: payment.reference || null,
    })),
    { client: trx }
  )
}

/** Every line sold at another price than the product's is audited, whoever may change prices. */
export async function auditPriceChanges(
  order: Order,
  cart: PricedCart,
  actor: Actor,
  trx: TransactionClientContract
) {
  const changes = Object.fromEntries(
    cart.originalPrices.flatMap((original, index) =>
      original === null
        ? []
        : [[`line_${index + 1}_unit_price`, { from: original, to: cart.unitPrices[index] }]]
    )
  )
  if (Object.keys(changes).length === 0) return
  await recordAudit(
    {
      action: 'order.price_changed',
      actor,
      subject: { type: 'order', id: order.id, branchId: order.branchId },
      changes,
    },
    trx
  )
}
