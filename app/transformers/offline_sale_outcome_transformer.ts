import type Order from '#models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OfflineSaleOutcome } from '#services/sales/offline/offline_sales'

function orderRef(order: Order) {
  return { id: order.id, number: order.number, provisionalRef: order.provisionalRef }
}

/** The answer to a till sending a sale from its outbox: each one means "acknowledged". */
export default class OfflineSaleOutcomeTransformer extends BaseTransformer<OfflineSaleOutcome> {
  toObject() {
    const outcome = this.resource
    if (outcome.result === 'recorded') {
      return { result: outcome.result, order: orderRef(outcome.order), flags: outcome.flags }
    }
    if (outcome.result === 'already_recorded') {
      return { result: outcome.result, order: orderRef(outcome.order) }
    }
    return {
      result: outcome.result,
      issue: { id: outcome.issue.id, reason: outcome.issue.reason },
    }
  }
}
