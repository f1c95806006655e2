import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sales made while the till was offline: the order keeps the provisional
 * reference its pending receipt carried (unique: a device's code and its
 * own sequence) and what a manager should look at (`oversold`,
 * `price_changed`, `late_session`, comma separated). Sales the server could
 * not trust are kept, never dropped, in `offline_sale_issues`, beside the
 * flagged orders, until a manager resolves them with a note.
 */
export default class extends BaseSchema {
  async up() {
    // Plain ALTER TABLE: knex would rebuild the orders table on SQLite, losing its search triggers.
    this.schema.raw('ALTER TABLE orders ADD COLUMN provisional_ref varchar(24) NULL')
    this.schema.raw('ALTER TABLE orders ADD COLUMN offline_flags varchar(60) NULL')
    this.schema.raw('CREATE UNIQUE INDEX orders_provisional_ref_unique ON orders (provisional_ref)')

    this.schema.createTable('offline_sale_issues', (table) => {
      table.increments('id')
      // refused: kept without an order; flagged: recorded, with what to look at.
      table.string('kind', 8).notNullable()
      // Null when the sale named a branch that does not exist.
      table.integer('branch_id').unsigned().nullable().references('branches.id')
      table.integer('user_id').unsigned().notNullable().references('users.id')
      table.integer('order_id').unsigned().nullable().unique().references('orders.id')
      table.string('idempotency_key', 64).notNullable()
      // Digest of the cart as sent: a replay of a kept sale finds its issue again.
      table.string('request_fingerprint', 64).notNullable()
      table.string('provisional_ref', 24).notNullable()
      table.timestamp('made_at', { useTz: true }).notNullable()
      // The sale as the till sent it (JSON), for the manager to ring up again if need be.
      table.text('payload').notNullable()
      // key_reused, user_inactive, …; or the flags of a recorded sale.
      table.string('reason', 60).notNullable()
      table.string('details', 500).notNullable()
      table.timestamp('resolved_at', { useTz: true }).nullable()
      table.integer('resolved_by').unsigned().nullable().references('users.id')
      table.string('resolution_note', 500).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['resolved_at', 'created_at'])
      table.index(['branch_id', 'created_at'])
    })
    // One kept issue per sale as sent, however often and however many at once it is replayed.
    this.schema.raw(
      `CREATE UNIQUE INDEX offline_sale_issues_refused_unique
         ON offline_sale_issues (idempotency_key, request_fingerprint) WHERE order_id IS NULL`
    )

    this.defer(async (db) => {
      // Who voids sales reviews what came in from offline tills.
      const roles = await db.from('roles').select('id', 'permissions')
      for (const role of roles) {
        const permissions: string[] = JSON.parse(role.permissions)
        if (!permissions.includes('orders.void')) continue
        if (permissions.includes('orders.review_offline')) continue
        await db
          .from('roles')
          .where('id', role.id)
          .update({ permissions: JSON.stringify([...permissions, 'orders.review_offline']) })
      }
    })
  }

  async down() {
    this.schema.dropTable('offline_sale_issues')
    this.schema.raw('DROP INDEX orders_provisional_ref_unique')
    this.schema.raw('ALTER TABLE orders DROP COLUMN offline_flags')
    this.schema.raw('ALTER TABLE orders DROP COLUMN provisional_ref')
  }
}
