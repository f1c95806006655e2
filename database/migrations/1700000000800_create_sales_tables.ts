import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sales: orders with their lines and payments,
 * and returns against them. Amounts are integer minor units, rates basis
 * points, quantities integers. Lines keep snapshots of what the product was
 * when sold, so a later rename, price or cost change never rewrites a receipt.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('orders', (table) => {
      table.increments('id')
      // `{branch code}-000001`, given at completion: a parked draft has none.
      table.string('number', 20).nullable().unique()
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.integer('customer_id').unsigned().nullable().references('customers.id')
      table.integer('seller_id').unsigned().notNullable().references('users.id')
      table.string('status', 20).notNullable()
      table.bigInteger('subtotal').notNullable().defaultTo(0)
      table.bigInteger('discount_total').notNullable().defaultTo(0)
      // The order-wide discount as typed: an amount, or a percent in basis points.
      table.string('order_discount_kind', 10).nullable()
      table.integer('order_discount_value').nullable()
      table.bigInteger('tax_total').notNullable().defaultTo(0)
      table.bigInteger('total').notNullable().defaultTo(0)
      table.bigInteger('paid_total').notNullable().defaultTo(0)
      table.bigInteger('change_due').notNullable().defaultTo(0)
      table.boolean('prices_include_tax').notNullable()
      table.text('note').nullable()
      // One per sale form: a resubmitted form finds its order instead of making another.
      table.string('idempotency_key', 64).notNullable().unique()
      // What the key's form asked for, to refuse the same key with another cart.
      table.string('request_fingerprint', 64).notNullable()
      table.integer('item_count').notNullable().defaultTo(0)
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('voided_at', { useTz: true }).nullable()
      table.integer('voided_by').unsigned().nullable().references('users.id')
      table.string('void_reason', 200).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['branch_id', 'completed_at'])
      table.index(['status', 'completed_at'])
      table.index(['seller_id', 'completed_at'])
      table.index(['customer_id', 'completed_at'])
    })

    this.schema.createTable('order_lines', (table) => {
      table.increments('id')
      table.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE')
      table.integer('position').notNullable()
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.string('product_name', 200).notNullable()
      table.string('product_sku', 64).notNullable()
      // The product's cost when sold, for profit; null when it was not known.
      table.bigInteger('unit_cost').nullable()
      table.integer('quantity').notNullable()
      table.bigInteger('unit_price').notNullable()
      // The line's own discount as typed, and what it came to.
      table.string('discount_kind', 10).nullable()
      table.integer('discount_value').nullable()
      table.bigInteger('discount').notNullable().defaultTo(0)
      // The line's share of the order discount.
      table.bigInteger('order_discount').notNullable().defaultTo(0)
      table.integer('tax_rate_bp').notNullable()
      table.bigInteger('tax_amount').notNullable()
      // What the customer pays for the line, tax included.
      table.bigInteger('line_total').notNullable()
      table.integer('returned_quantity').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['order_id', 'position'])
      table.index(['product_id'])
      table.check(
        '?? >= 0 AND ?? <= ??',
        ['returned_quantity', 'returned_quantity', 'quantity'],
        'order_lines_returned_within_sold'
      )
    })

    this.schema.createTable('order_payments', (table) => {
      table.increments('id')
      table.integer('order_id').unsigned().notNullable().references('orders.id').onDelete('CASCADE')
      table.string('method', 10).notNullable()
      // What counts toward the sale; for cash, what was handed over less the change.
      table.bigInteger('amount').notNullable()
      // Cash handed over, when it was more than the amount.
      table.bigInteger('tendered').nullable()
      table.string('reference', 80).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['order_id'])
    })

    this.schema.createTable('returns', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.integer('order_id').unsigned().notNullable().references('orders.id')
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.integer('user_id').unsigned().notNullable().references('users.id')
      table.string('reason', 40).notNullable()
      table.string('refund_method', 10).notNullable()
      table.bigInteger('refund_total').notNullable()
      table.bigInteger('tax_total').notNullable().defaultTo(0)
      table.text('note').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['order_id'])
      table.index(['branch_id', 'created_at'])
    })

    this.schema.createTable('return_lines', (table) => {
      table.increments('id')
      table
        .integer('return_id')
        .unsigned()
        .notNullable()
        .references('returns.id')
        .onDelete('CASCADE')
      table.integer('order_line_id').unsigned().notNullable().references('order_lines.id')
      table.integer('quantity').notNullable()
      table.bigInteger('refund_amount').notNullable()
      table.bigInteger('tax_amount').notNullable().defaultTo(0)
      table.boolean('restock').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['return_id'])
      table.index(['order_line_id'])
    })
  }

  async down() {
    this.schema.dropTable('return_lines')
    this.schema.dropTable('returns')
    this.schema.dropTable('order_payments')
    this.schema.dropTable('order_lines')
    this.schema.dropTable('orders')
  }
}
