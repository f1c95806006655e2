import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Purchasing: suppliers and the products they carry, purchase orders and
 * their lines, receipts tied to the order lines they fill, and each
 * branch's own reorder level and target. Quantities are integers; costs
 * integer minor units.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('suppliers', (table) => {
      table.increments('id')
      table.string('code', 20).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('contact_name', 120).nullable()
      table.string('email', 254).nullable()
      table.string('phone', 40).nullable()
      table.text('address').nullable()
      table.string('tax_id', 40).nullable()
      table.string('payment_terms', 80).nullable()
      table.integer('lead_time_days').notNullable().defaultTo(0)
      table.text('notes').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['is_active', 'name'])
    })

    this.schema.createTable('supplier_products', (table) => {
      table.increments('id')
      table
        .integer('supplier_id')
        .unsigned()
        .notNullable()
        .references('suppliers.id')
        .onDelete('CASCADE')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.string('supplier_sku', 60).nullable()
      table.integer('pack_size').notNullable().defaultTo(1)
      // What the last receipt from this supplier paid per unit; null until one.
      table.bigInteger('last_cost').nullable()
      table.boolean('is_preferred').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['supplier_id', 'product_id'])
      table.index(['product_id', 'is_preferred'])
    })

    this.schema.createTable('purchase_orders', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.integer('supplier_id').unsigned().notNullable().references('suppliers.id')
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      // draft | ordered | partial | received | closed | cancelled
      table.string('status', 12).notNullable().defaultTo('draft')
      // The business day the delivery is expected (YYYY-MM-DD), in the shop's time zone.
      table.string('expected_on', 10).nullable()
      table.text('note').nullable()
      table.integer('created_by').unsigned().notNullable().references('users.id')
      table.integer('ordered_by').unsigned().nullable().references('users.id')
      table.timestamp('ordered_at', { useTz: true }).nullable()
      table.timestamp('received_at', { useTz: true }).nullable()
      table.integer('closed_by').unsigned().nullable().references('users.id')
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['branch_id', 'status'])
      table.index(['supplier_id', 'created_at'])
      table.index(['status', 'created_at'])
    })

    this.schema.createTable('purchase_order_lines', (table) => {
      table.increments('id')
      table
        .integer('purchase_order_id')
        .unsigned()
        .notNullable()
        .references('purchase_orders.id')
        .onDelete('CASCADE')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      // Units ordered (packs × pack size when ordered in packs).
      table.integer('quantity').notNullable()
      // 1 when ordered in units; the supplier's pack size when ordered in packs.
      table.integer('pack_size').notNullable().defaultTo(1)
      table.bigInteger('unit_cost').notNullable()
      table.integer('received_quantity').notNullable().defaultTo(0)
      table.integer('position').notNullable().defaultTo(0)
      table.index(['purchase_order_id', 'position'])
      table.index(['product_id'])
    })

    this.schema.alterTable('stock_receipts', (table) => {
      table.integer('purchase_order_id').unsigned().nullable().references('purchase_orders.id')
      table.index(['purchase_order_id'])
    })

    this.schema.alterTable('stock_receipt_lines', (table) => {
      table
        .integer('purchase_order_line_id')
        .unsigned()
        .nullable()
        .references('purchase_order_lines.id')
      // Why more came than was outstanding on the order line.
      table.string('over_delivery_reason', 200).nullable()
      table.index(['purchase_order_line_id'])
    })

    // A branch's own reorder level and target; null keeps the product's.
    this.schema.alterTable('stock_levels', (table) => {
      table.integer('reorder_level').nullable()
      table.integer('reorder_target').nullable()
    })
  }

  async down() {
    this.schema.alterTable('stock_levels', (table) => {
      table.dropColumn('reorder_level')
      table.dropColumn('reorder_target')
    })
    this.schema.alterTable('stock_receipt_lines', (table) => {
      table.dropIndex(['purchase_order_line_id'])
      table.dropForeign(['purchase_order_line_id'])
      table.dropColumn('purchase_order_line_id')
      table.dropColumn('over_delivery_reason')
    })
    this.schema.alterTable('stock_receipts', (table) => {
      table.dropIndex(['purchase_order_id'])
      table.dropForeign(['purchase_order_id'])
      table.dropColumn('purchase_order_id')
    })
    this.schema.dropTable('purchase_order_lines')
    this.schema.dropTable('purchase_orders')
    this.schema.dropTable('supplier_products')
    this.schema.dropTable('suppliers')
  }
}
