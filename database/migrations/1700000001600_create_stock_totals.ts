import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What each product's levels hold in all branches together, kept by the
 * stock ledger in the same transaction as the levels. The stocks list over
 * every branch, its "low" filter and the low-stock count read one row per
 * product instead of summing 20 levels each. A table of its own rather than
 * a column of products: stock receipts lock the product row before the
 * levels, and the ledger takes this row after them, so the two orders never
 * cross. Filled here from the levels.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stock_totals', (table) => {
      table.integer('product_id').unsigned().primary().references('products.id')
      table.integer('on_hand').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `INSERT INTO stock_totals (product_id, on_hand)
         SELECT product_id, SUM(on_hand) FROM stock_levels GROUP BY product_id`
      )
    })
  }

  async down() {
    this.schema.dropTable('stock_totals')
  }
}
