import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Tills: named cash drawers at a branch, the sessions opened and closed on
 * them, and the cash paid in or out during a session. A session keeps its
 * running totals, added in the same transaction as each sale, void, return
 * and cash movement, so closing reads one row whatever the number of sales.
 * Amounts are integer minor units.
 */
const SESSION_COLUMNS = [
  ['orders', 'till_session_id'],
  ['orders', 'void_session_id'],
  ['returns', 'till_session_id'],
] as const

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('tills', (table) => {
      table.increments('id')
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.string('name', 40).notNullable()
      // The Z reports' number part: `Z-FRONT1-000001`.
      table.string('code', 12).notNullable().unique()
      table.boolean('is_active').notNullable().defaultTo(true)
      // The next Z report's sequence, taken in the closing transaction: no gaps.
      table.integer('next_z_seq').notNullable().defaultTo(1)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['branch_id', 'name'])
    })

    this.schema.createTable('till_sessions', (table) => {
      table.increments('id')
      table.integer('till_id').unsigned().notNullable().references('tills.id')
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      // open | closed
      table.string('status', 8).notNullable().defaultTo('open')
      table.string('open_key', 64).notNullable().unique()
      table.integer('opened_by').unsigned().notNullable().references('users.id')
      table.timestamp('opened_at', { useTz: true }).notNullable()
      table.bigInteger('opening_float').notNullable()
      // counted | carried: the float counted at opening, or the last close's count.
      table.string('float_source', 8).notNullable()
      // What the last close counted, when there was one: the float's difference from it.
      table.bigInteger('carried_float').nullable()
      table.integer('sales_count').notNullable().defaultTo(0)
      table.bigInteger('sales_total').notNullable().defaultTo(0)
      table.bigInteger('discount_total').notNullable().defaultTo(0)
      table.bigInteger('tax_total').notNullable().defaultTo(0)
      table.bigInteger('cash_sales').notNullable().defaultTo(0)
      table.bigInteger('card_sales').notNullable().defaultTo(0)
      table.bigInteger('other_sales').notNullable().defaultTo(0)
      table.integer('returns_count').notNullable().defaultTo(0)
      table.bigInteger('refund_total').notNullable().defaultTo(0)
      table.bigInteger('cash_refunds').notNullable().defaultTo(0)
      table.bigInteger('card_refunds').notNullable().defaultTo(0)
      table.bigInteger('other_refunds').notNullable().defaultTo(0)
      table.integer('voids_count').notNullable().defaultTo(0)
      table.bigInteger('void_total').notNullable().defaultTo(0)
      table.bigInteger('cash_voided').notNullable().defaultTo(0)
      table.bigInteger('card_voided').notNullable().defaultTo(0)
      table.bigInteger('other_voided').notNullable().defaultTo(0)
      table.integer('movements_count').notNullable().defaultTo(0)
      table.bigInteger('cash_in').notNullable().defaultTo(0)
      table.bigInteger('cash_out').notNullable().defaultTo(0)
      table.string('close_key', 64).nullable().unique()
      table.integer('closed_by').unsigned().nullable().references('users.id')
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.bigInteger('expected_cash').nullable()
      table.bigInteger('counted_cash').nullable()
      table.bigInteger('cash_difference').nullable()
      // JSON `{ "2000": 3, ... }`: the count by denomination, when counted so.
      table.text('denominations').nullable()
      table.text('close_note').nullable()
      table.string('z_number', 32).nullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['till_id', 'opened_at'])
      table.index(['branch_id', 'opened_at'])
      table.index(['status', 'branch_id'])
    })
    // One open session per till, whatever races to open one.
    this.schema.raw(
      `CREATE UNIQUE INDEX till_sessions_one_open ON till_sessions (till_id) WHERE status = 'open'`
    )

    this.schema.createTable('till_movements', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.integer('till_session_id').unsigned().notNullable().references('till_sessions.id')
      // in | out
      table.string('direction', 4).notNullable()
      // change_added | safe_drop | supplier_paid | petty_cash | other
      table.string('reason', 16).notNullable()
      table.bigInteger('amount').notNullable()
      table.string('note', 200).nullable()
      table.integer('user_id').unsigned().notNullable().references('users.id')
      table.string('idempotency_key', 64).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['till_session_id', 'id'])
    })

    // The session a sale was filed in, the one its void was filed in, and a
    // return's, by plain ALTER TABLE: knex would rebuild an SQLite table to add
    // a foreign key, losing its search triggers, and SQLite cannot drop a
    // column that has one, so the key is PostgreSQL's alone.
    const references = this.db.dialect.name === 'postgres' ? ' REFERENCES till_sessions (id)' : ''
    for (const [table, column] of SESSION_COLUMNS) {
      this.schema.raw(`ALTER TABLE ${table} ADD COLUMN ${column} integer NULL${references}`)
      this.schema.raw(`CREATE INDEX ${table}_${column}_index ON ${table} (${column})`)
    }
    this.schema.alterTable('settings', (table) => {
      table.boolean('sale_needs_till_session').notNullable().defaultTo(true)
      table.boolean('card_sales_without_session').notNullable().defaultTo(false)
      table.boolean('blind_till_count').notNullable().defaultTo(true)
    })

    // Who sells uses a till; who reports reads sessions; who voids manages them.
    this.defer(async (db) => {
      const grants: [string, string][] = [
        ['orders.create', 'tills.use'],
        ['reports.view', 'tills.view'],
        ['orders.void', 'tills.manage'],
      ]
      const roles = await db.from('roles').select('id', 'permissions')
      for (const role of roles) {
        const permissions: string[] = JSON.parse(role.permissions)
        const added = grants
          .filter(([has, gets]) => permissions.includes(has) && !permissions.includes(gets))
          .map(([, gets]) => gets)
        if (added.length === 0) continue
        await db
          .from('roles')
          .where('id', role.id)
          .update({ permissions: JSON.stringify([...permissions, ...added]) })
      }
    })
  }

  async down() {
    this.schema.alterTable('settings', (table) => {
      table.dropColumn('sale_needs_till_session')
      table.dropColumn('card_sales_without_session')
      table.dropColumn('blind_till_count')
    })
    for (const [table, column] of SESSION_COLUMNS) {
      this.schema.raw(`DROP INDEX ${table}_${column}_index`)
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`)
    }
    this.schema.dropTable('till_movements')
    this.schema.dropTable('till_sessions')
    this.schema.dropTable('tills')
  }
}
