import Order from '#models/order'
import SaleReturn from '#models/sale_return'
import type StockMovement from '#models/stock_movement'
import StockReceipt from '#models/stock_receipt'
import StockTransfer from '#models/stock_transfer'
import type { HttpContext } from '@adonisjs/core/http'
import OrderPolicy from '#policies/order_policy'
import StockPolicy from '#policies/stock_policy'
import StockMovePolicy from '#policies/stock_move_policy'
import StocktakePolicy from '#policies/stocktake_policy'
import Stocktake from '#models/stocktake'
import type { MovementDocument } from '#transformers/stock_movement_transformer'

/** The kinds of document whose page the viewer may open, as each page's route asks. */
export type OpenableDocuments = ReadonlySet<MovementDocument['type']>

/**
 * What a user may open of the documents a product's history names: the
 * permission each target route requires (receipts need stock.view,
 * transfers transfers.view, stocktakes what their list asks, sales and
 * returns, shown on the sale's receipt, orders.view). The branch is the movement's, already in scope.
 */
export async function openableDocuments(
  bouncer: HttpContext['bouncer']
): Promise<OpenableDocuments> {
  const kinds: MovementDocument['type'][] = []
  if (await bouncer.with(StockPolicy).allows('view')) kinds.push('stock_receipt')
  if (await bouncer.with(StockMovePolicy).allows('view')) kinds.push('stock_transfer')
  if (await bouncer.with(StocktakePolicy).allows('view')) kinds.push('stocktake')
  if (await bouncer.with(OrderPolicy).allows('view')) kinds.push('order', 'return')
  return new Set(kinds)
}

/**
 * The documents a page of ledger rows points at, by `type:id`: receipts,
 * transfers, stocktakes, orders (sales and voids) and returns, one query per kind. A
 * return is shown on its order's receipt, so it carries the order's id.
 */
export async function movementDocuments(movements: StockMovement[], openable: OpenableDocuments) {
  const idsOf = (type: StockMovement['referenceType']) => [
    ...new Set(
      movements.filter((row) => row.referenceType === type).map((row) => row.referenceId!)
    ),
  ]
  const found = new Map<string, MovementDocument>()
  const add = (document: Omit<MovementDocument, 'opens'>, key: number) =>
    found.set(`${document.type}:${key}`, { ...document, opens: openable.has(document.type) })

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
  const stocktakeIds = idsOf('stocktake')
  if (stocktakeIds.length) {
    for (const stocktake of await Stocktake.query().whereIn('id', stocktakeIds)) {
      add({ type: 'stocktake', id: stocktake.id, number: stocktake.number }, stocktake.id)
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
