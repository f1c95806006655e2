import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Manager approval at the till: each user's PIN (hashed), the approvals a
 * manager grants by PIN, who approved a sale, and what a changed price was
 * before.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('pin_hash', 255).nullable()
      table.timestamp('pin_set_at', { useTz: true }).nullable()
    })

    this.schema.createTable('approvals', (table) => {
      table.increments('id')
      // SHA-256 of the token handed to the till: the token itself is never stored.
      table.string('token_hash', 64).notNullable().unique()
      // sale | void
      table.string('kind', 12).notNullable()
      // What needed approval, comma separated: discount_over_cap, price_change …
      table.string('reasons', 100).notNullable()
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      // Digest of exactly what was approved (the cart's lines and discounts, the order voided).
      table.string('fingerprint', 64).notNullable()
      // The figure approved: a sale's discounts, an order's total when voided.
      table.bigInteger('amount').notNullable()
      table.integer('requested_by').unsigned().notNullable().references('users.id')
      table.integer('approved_by').unsigned().notNullable().references('users.id')
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.integer('order_id').unsigned().nullable().references('orders.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['approved_by', 'created_at'])
    })

    this.schema.alterTable('orders', (table) => {
      table.integer('approved_by').unsigned().nullable()
      // SQLite adds a foreign key only by rebuilding the table, which the tables citing orders forbid.
      if (this.db.dialect.name === 'postgres') table.foreign('approved_by').references('users.id')
    })

    this.schema.alterTable('order_lines', (table) => {
      // The product's price when the seller charged another one.
      table.bigInteger('original_unit_price').nullable()
    })
  }

  async down() {
    if (this.db.dialect.name === 'postgres') {
      this.schema.alterTable('orders', (table) => table.dropForeign(['approved_by']))
    }
    // Dropped in place: knex would rebuild these tables on SQLite, losing their triggers.
    for (const [table, column] of [
      ['order_lines', 'original_unit_price'],
      ['orders', 'approved_by'],
      ['users', 'pin_hash'],
      ['users', 'pin_set_at'],
    ]) {
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`)
    }
    this.schema.dropTable('approvals')
  }
}
