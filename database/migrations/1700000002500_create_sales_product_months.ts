import { BaseSchema } from '@adonisjs/lucid/schema'
import { closeEndedMonths } from '#services/reports/product_months'

/**
 * The product rankings' monthly rollup: each product's running totals over
 * every branch at the end of each closed month (`app/services/reports/product_months.ts`).
 * Keyed by month first, so a month's rows are one run of the key. Filled
 * here from the daily product rollup, through the last month that has ended.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sales_product_months', (table) => {
      table.string('month', 7).notNullable()
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.bigInteger('sold_quantity').notNullable().defaultTo(0)
      table.bigInteger('returned_quantity').notNullable().defaultTo(0)
      table.bigInteger('net').notNullable().defaultTo(0)
      table.bigInteger('returned_net').notNullable().defaultTo(0)
      table.bigInteger('cost').notNullable().defaultTo(0)
      table.bigInteger('returned_cost').notNullable().defaultTo(0)
      table.bigInteger('uncosted_quantity').notNullable().defaultTo(0)
      table.primary(['month', 'product_id'])
    })
    this.defer(async (db) => {
      const [settings] = await db.from('settings').orderBy('id').select('business_timezone')
      if (settings) await closeEndedMonths(settings.business_timezone, db)
    })
  }

  async down() {
    this.schema.dropTable('sales_product_months')
  }
}
