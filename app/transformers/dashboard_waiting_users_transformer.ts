import { BaseTransformer } from '@adonisjs/core/transformers'
import type { dashboardWaitingUsers } from '#services/shop/dashboard'

/** Accounts waiting for a role: how many, and the newest few (name, email, since when). */
export default class DashboardWaitingUsersTransformer extends BaseTransformer<
  Awaited<ReturnType<typeof dashboardWaitingUsers>>
> {
  toObject() {
    const { total, users } = this.resource
    return {
      total,
      users: users.map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        createdAt: user.createdAt.toISO()!,
      })),
    }
  }

  /** The block's prop, read when the page asks for it. */
  static async of(waiting: ReturnType<typeof dashboardWaitingUsers>) {
    return new DashboardWaitingUsersTransformer(await waiting).toObject()
  }
}
