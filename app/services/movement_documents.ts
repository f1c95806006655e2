import Order from '#models/order'
import SaleReturn from '#models/sale_return'
import type StockMovement from '#models/stock_movement'
import StockReceipt from '#models/stock_receipt'
import StockTransfer from '#models/stock_transfer'
import type { MovementDocument } from '#transformers/stock_movement_transformer'

/**
 * The documents a page of ledger rows points at, by `type:id`: receipts,
 * transfers, orders (sales and voids) and returns, one query per kind. A
 * return is shown on its order's receipt, so it carries the order's id.
 */
export async function movementDocuments(movements: StockMovement[]) {
  const idsOf = (type: StockMovement['referenceType']) => [
    ...new Set(
      movements.filter((row) => row.referenceType === type).map((row) => row.referenceId!)
    ),
  ]
  const found = new Map<string, MovementDocument>()
  const add = (document: MovementDocument, key: number) =>
    found.set(`${document.type}:${key}`, document)

  const receiptIds = idsOf('stock_receipt')
  if (receiptIds.length) {
    for (const receipt of await StockReceipt.query().whereIn('id', receiptIds)) {
      add({ type: 'stock_receipt', id: receipt.id, number: receipt.number }, receipt.id)
    }
  }
  const transferIds = idsOf('stock_transfer')
  if (transferIds.length) {
    for (const transfer of await StockTransfer.query().whereIn('id', transferIds)) {
      add({ type: 'stock_transfer', id: transfer.id, number: transfer.number }, transfer.id)
    }
  }
  const orderIds = idsOf('order')
  if (orderIds.length) {
    for (const order of await Order.query().whereIn('id', orderIds).whereNotNull('number')) {
      add({ type: 'order', id: order.id, number: order.number! }, order.id)
    }
  }
  const returnIds = idsOf('return')
  if (returnIds.length) {
    for (const saleReturn of await SaleReturn.query().whereIn('id', returnIds)) {
      add({ type: 'return', id: saleReturn.orderId, number: saleReturn.number }, saleReturn.id)
    }
  }
  return found
}
