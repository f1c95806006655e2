import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import PurchaseOrderLine from '#models/purchase_order_line'
import Supplier from '#models/supplier'
import SupplierProduct from '#models/supplier_product'
import { lockedOrderIn } from '#services/purchasing/purchase_orders'
import {
  OrderLineMismatch,
  OverDeliveryPastDouble,
  OverDeliveryWithoutReason,
  PurchaseOrderStep,
} from '#exceptions/purchasing_errors'
import { OPEN_PURCHASE_STATUSES, outstanding, statusFromLines } from '#common/purchasing'

export interface OrderReceiptLine {
  productId: number
  quantity: number
  unitCost: number | null
  purchaseOrderLineId?: number | null
  overDeliveryReason?: string | null
}

/**
 * Books a receipt's lines against an open order of the receiving branch,
 * inside the receipt's transaction: each line fills the order line it names
 * (a product not on the order, or more than is outstanding, only with an
 * over-delivery reason), the order's status follows its lines, and the
 * supplier's last cost of each product becomes what this delivery cost.
 *
 * The order's row is locked first, so two receipts against one order at
 * once are booked one after the other: the second reads what the first
 * took, and never takes the same outstanding quantity twice.
 */
export async function bookAgainstOrder(
  orderId: number,
  branchId: number,
  lines: OrderReceiptLine[],
  trx: TransactionClientContract
) {
  const order = await lockedOrderIn(
    orderId,
    OPEN_PURCHASE_STATUSES,
    'received',
    trx,
    'purchase_order_id'
  )
  if (order.branchId !== branchId) {
    throw new PurchaseOrderStep(
      `${order.number} is delivered to another branch: choose that branch or another order.`,
      'purchase_order_id'
    )
  }
  const orderLines = await PurchaseOrderLine.query({ client: trx })
    .where('purchase_order_id', order.id)
    .orderBy('id')
    .forUpdate()
  const byId = new Map(orderLines.map((line) => [line.id, line]))
  // A line sent without a cost (the receiver may not see costs) takes the order's.
  const costs: (number | null)[] = []
  for (const [index, line] of lines.entries()) {
    const reason = line.overDeliveryReason?.trim() || null
    costs.push(line.unitCost)
    if (!line.purchaseOrderLineId) {
      if (!reason) throw new OverDeliveryWithoutReason(index, 0)
      continue
    }
    const orderLine = byId.get(line.purchaseOrderLineId)
    if (!orderLine || orderLine.productId !== line.productId) throw new OrderLineMismatch(index)
    const left = outstanding(orderLine)
    if (line.quantity > left && !reason) throw new OverDeliveryWithoutReason(index, left)
    if (orderLine.receivedQuantity + line.quantity > orderLine.quantity * 2) {
      throw new OverDeliveryPastDouble(index, orderLine.quantity)
    }
    orderLine.receivedQuantity += line.quantity
    costs[index] = line.unitCost ?? orderLine.unitCost
  }
  for (const orderLine of orderLines) {
    if (orderLine.$isDirty) await orderLine.useTransaction(trx).save()
  }
  order.status = statusFromLines(orderLines)
  if (order.status === 'received') order.receivedAt = DateTime.utc()
  await order.useTransaction(trx).save()
  await updateLastCosts(
    order.supplierId,
    lines.map((line, index) => ({ productId: line.productId, unitCost: costs[index] })),
    trx
  )
  const supplier = await Supplier.query({ client: trx }).where('id', order.supplierId).firstOrFail()
  return { order, supplier, costs }
}

/** The supplier's last cost per product: what this delivery paid, a link made when there was none. */
async function updateLastCosts(
  supplierId: number,
  lines: { productId: number; unitCost: number | null }[],
  trx: TransactionClientContract
) {
  for (const line of lines) {
    if (line.unitCost === null) continue
    const link = await SupplierProduct.query({ client: trx })
      .where({ supplier_id: supplierId, product_id: line.productId })
      .first()
    if (link) {
      link.lastCost = line.unitCost
      await link.useTransaction(trx).save()
    } else {
      await SupplierProduct.create(
        {
          supplierId,
          productId: line.productId,
          packSize: 1,
          lastCost: line.unitCost,
          isPreferred: false,
        },
        { client: trx }
      )
    }
  }
}
