import type Order from '#models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A recent sale on the dashboard: its number, when, where (branch code), who bought and the total. */
export default class DashboardOrderTransformer extends BaseTransformer<Order> {
  toObject() {
    const order = this.resource
    return {
      id: order.id,
      number: order.number!,
      completedAt: order.completedAt!.toISO()!,
      branch: order.branch.code,
      customer: order.customer?.name ?? null,
      total: order.total,
      status: order.status,
    }
  }

  /** The block's prop, read when the page asks for it. */
  static async of(orders: Promise<Order[]>) {
    const recent = await orders
    return recent.map((order) => new DashboardOrderTransformer(order).toObject())
  }
}
