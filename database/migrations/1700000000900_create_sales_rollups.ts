import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Daily sales rollups: what the reports and
 * the dashboard read instead of scanning orders. One row per branch,
 * business day (`YYYY-MM-DD` in the shop's time zone) and product, seller or
 * payment method, kept up to date inside the sale, void and return
 * transactions (app/services/reports/rollups.ts) and rebuilt from the
 * orders by `node ace rollups:rebuild`. Amounts are minor units; `net` is
 * what was charged less tax, so it reads the same whether prices include
 * tax or not.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sales_product_days', (table) => {
      table.increments('id')
      table.string('day', 10).notNullable()
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.integer('sold_quantity').notNullable().defaultTo(0)
      // Line discounts and shares of order discounts, as charged.
      table.bigInteger('discounts').notNullable().defaultTo(0)
      table.bigInteger('net').notNullable().defaultTo(0)
      table.bigInteger('tax').notNullable().defaultTo(0)
      // Units sold times their cost when sold; units whose cost was unknown are counted apart.
      table.bigInteger('cost').notNullable().defaultTo(0)
      table.integer('uncosted_quantity').notNullable().defaultTo(0)
      table.integer('returned_quantity').notNullable().defaultTo(0)
      table.bigInteger('returned_net').notNullable().defaultTo(0)
      table.bigInteger('returned_tax').notNullable().defaultTo(0)
      // The cost of returned units put back on the shelf; written-off units stay a cost.
      table.bigInteger('returned_cost').notNullable().defaultTo(0)
      table.unique(['day', 'branch_id', 'product_id'])
      table.index(['product_id', 'day'])
    })

    this.schema.createTable('sales_seller_days', (table) => {
      table.increments('id')
      table.string('day', 10).notNullable()
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.integer('seller_id').unsigned().notNullable().references('users.id')
      table.integer('orders').notNullable().defaultTo(0)
      table.integer('items').notNullable().defaultTo(0)
      table.bigInteger('discounts').notNullable().defaultTo(0)
      table.bigInteger('net').notNullable().defaultTo(0)
      table.bigInteger('tax').notNullable().defaultTo(0)
      // Returns of this seller's orders, on the day they came back.
      table.integer('returns').notNullable().defaultTo(0)
      table.bigInteger('returned_net').notNullable().defaultTo(0)
      table.bigInteger('returned_tax').notNullable().defaultTo(0)
      table.unique(['day', 'branch_id', 'seller_id'])
      table.index(['seller_id', 'day'])
    })

    this.schema.createTable('sales_payment_days', (table) => {
      table.increments('id')
      table.string('day', 10).notNullable()
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.string('method', 10).notNullable()
      table.integer('payments').notNullable().defaultTo(0)
      // What the payments counted toward sales: cash less the change given.
      table.bigInteger('amount').notNullable().defaultTo(0)
      table.integer('refunds').notNullable().defaultTo(0)
      table.bigInteger('refunded').notNullable().defaultTo(0)
      table.unique(['day', 'branch_id', 'method'])
    })
  }

  async down() {
    this.schema.dropTable('sales_payment_days')
    this.schema.dropTable('sales_seller_days')
    this.schema.dropTable('sales_product_days')
  }
}
