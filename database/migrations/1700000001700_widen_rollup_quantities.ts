import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The rollups' units sold, returned and uncosted add up every sale of a
 * day: at 200 lines of 100,000 units a sale, about 110 sales pass an
 * `integer` and PostgreSQL would refuse the sale. `bigint` like the money
 * beside them, read as numbers as every rollup sum already is.
 */
const QUANTITIES = {
  sales_product_days: ['sold_quantity', 'uncosted_quantity', 'returned_quantity'],
  sales_seller_days: ['items'],
  sales_branch_days: ['uncosted_quantity'],
} as const

export default class extends BaseSchema {
  async up() {
    for (const [name, columns] of Object.entries(QUANTITIES)) {
      this.schema.alterTable(name, (table) => {
        for (const column of columns) table.bigInteger(column).notNullable().defaultTo(0).alter()
      })
    }
  }

  async down() {
    for (const [name, columns] of Object.entries(QUANTITIES)) {
      this.schema.alterTable(name, (table) => {
        for (const column of columns) table.integer(column).notNullable().defaultTo(0).alter()
      })
    }
  }
}
