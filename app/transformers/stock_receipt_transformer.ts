import type StockReceipt from '#models/stock_receipt'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A receipt of goods with its branch, who received it and its lines
 * (`branch`, `user` and `lines.product` loaded). Unit costs are present
 * only for users with `products.view_cost`.
 */
export default class StockReceiptTransformer extends BaseTransformer<StockReceipt> {
  constructor(
    resource: StockReceipt,
    protected withCost: boolean
  ) {
    super(resource)
  }

  toObject() {
    const receipt = this.resource
    return {
      id: receipt.id,
      number: receipt.number,
      branch: { id: receipt.branch.id, name: receipt.branch.name, code: receipt.branch.code },
      supplier: receipt.supplier,
      reference: receipt.reference,
      note: receipt.note,
      user: receipt.user.name,
      createdAt: receipt.createdAt.toISO()!,
      lines: receipt.lines.map((line) => ({
        id: line.id,
        product: { id: line.product.id, name: line.product.name, sku: line.product.sku },
        quantity: line.quantity,
        ...(this.withCost ? { unitCost: line.unitCost } : {}),
      })),
    }
  }
}
