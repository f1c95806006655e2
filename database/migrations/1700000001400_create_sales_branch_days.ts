import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The revenue report's rollup: the product rollup's revenue figures summed
 * per branch and business day. Over two years at 1,000,000 orders the
 * report read 2.5 million product rows (0.8 s on SQLite, 1.1 s on
 * PostgreSQL); per branch it reads 20 rows a day. Filled here from the
 * product rollup, which holds the same figures, so the two agree from the
 * first day; `rollups:verify` checks it against the orders like the others.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sales_branch_days', (table) => {
      table.increments('id')
      table.string('day', 10).notNullable()
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.bigInteger('net').notNullable().defaultTo(0)
      table.bigInteger('cost').notNullable().defaultTo(0)
      table.integer('uncosted_quantity').notNullable().defaultTo(0)
      table.bigInteger('returned_net').notNullable().defaultTo(0)
      table.bigInteger('returned_cost').notNullable().defaultTo(0)
      table.unique(['day', 'branch_id'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `INSERT INTO sales_branch_days
           (day, branch_id, net, cost, uncosted_quantity, returned_net, returned_cost)
         SELECT day, branch_id, SUM(net), SUM(cost), SUM(uncosted_quantity),
                SUM(returned_net), SUM(returned_cost)
         FROM sales_product_days
         GROUP BY day, branch_id`
      )
    })
  }

  async down() {
    this.schema.dropTable('sales_branch_days')
  }
}
