import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A product's cost may be unknown (null) rather than 0: an empty cost field
 * no longer reads as "costs nothing, 100 % margin". Stored costs are kept
 * as they are, 0 included, since a stored 0 may be a real cost.
 */
export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.bigInteger('cost').nullable().alter()
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.from(this.tableName).whereNull('cost').update({ cost: 0 })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.bigInteger('cost').notNullable().defaultTo(0).alter()
    })
  }
}
