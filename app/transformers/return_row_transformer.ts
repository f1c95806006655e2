import type SaleReturn from '#models/sale_return'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A row of the returns list; `order`, `branch`, `user` and the `units` aggregate must be loaded. */
export default class ReturnRowTransformer extends BaseTransformer<SaleReturn> {
  toObject() {
    const saleReturn = this.resource
    return {
      id: saleReturn.id,
      number: saleReturn.number,
      createdAt: saleReturn.createdAt.toISO()!,
      order: { id: saleReturn.order.id, number: saleReturn.order.number! },
      branch: saleReturn.branch.name,
      user: saleReturn.user.name,
      reason: saleReturn.reason,
      units: Number(saleReturn.$extras.units ?? 0),
      refundMethod: saleReturn.refundMethod,
      refundTotal: saleReturn.refundTotal,
    }
  }
}
