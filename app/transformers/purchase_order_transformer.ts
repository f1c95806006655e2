import type PurchaseOrder from '#models/purchase_order'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { isLate, orderTotal, outstanding } from '#common/purchasing'

/**
 * A purchase order as its list, its page and Stocks / Add show it: the
 * supplier, the branch, whether it is late on `today`, and with `lines`
 * loaded what each line ordered, received and still waits for. Costs and
 * totals only for people who may see costs: without `withCost` the keys do
 * not exist.
 */
export default class PurchaseOrderTransformer extends BaseTransformer<PurchaseOrder> {
  constructor(
    resource: PurchaseOrder,
    protected extra: { withCost: boolean; today: string }
  ) {
    super(resource)
  }

  toObject() {
    const order = this.resource
    const lines = order.lines ?? []
    const withCost = this.extra.withCost
    const total =
      order.$extras.total === undefined ? orderTotal(lines) : Number(order.$extras.total)
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      supplier: order.supplier
        ? { id: order.supplier.id, name: order.supplier.name, email: order.supplier.email }
        : null,
      branch: order.branch
        ? { id: order.branch.id, code: order.branch.code, name: order.branch.name }
        : null,
      expectedOn: order.expectedOn,
      late: isLate(order.expectedOn, order.status, this.extra.today),
      note: order.note,
      created: { at: order.createdAt.toISO()!, by: order.creator?.name ?? null },
      orderedAt: order.orderedAt?.toISO() ?? null,
      sentAt: order.sentAt?.toISO() ?? null,
      linesCount: Number(order.$extras.lines_count ?? lines.length),
      ...(withCost ? { total } : {}),
      lines: lines.map((line) => ({
        lineId: line.id,
        productId: line.productId,
        name: line.product?.name ?? '',
        sku: line.product?.sku ?? '',
        barcode: line.product?.barcode ?? null,
        unit: line.product?.unit ?? '',
        quantity: line.quantity,
        packSize: line.packSize,
        receivedQuantity: line.receivedQuantity,
        outstanding: outstanding(line),
        ...(withCost ? { unitCost: line.unitCost, lineTotal: line.quantity * line.unitCost } : {}),
      })),
    }
  }
}
