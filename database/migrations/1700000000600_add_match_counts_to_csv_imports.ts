import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An import updates the records its rows match (products by SKU, customers
 * by email): a preview counts its new, changed and unchanged rows, and
 * keeps which columns the file had, since only those are compared and
 * written. Open previews are short-lived and are dropped, not converted.
 */
export default class extends BaseSchema {
  protected tableName = 'csv_imports'

  async up() {
    this.defer(async (db) => {
      await db.from(this.tableName).delete()
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('new_count').notNullable().defaultTo(0)
      table.integer('changed_count').notNullable().defaultTo(0)
      table.integer('unchanged_count').notNullable().defaultTo(0)
      table.text('columns').notNullable().defaultTo('[]')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('new_count')
      table.dropColumn('changed_count')
      table.dropColumn('unchanged_count')
      table.dropColumn('columns')
    })
  }
}
