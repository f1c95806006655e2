import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A preview keeps what its page shows (the first rows and errors) and, for
 * the confirmation, every valid row compressed; the full JSON of a
 * 100,000-row file was 13 MB a preview. Open previews are short-lived and
 * are dropped rather than converted.
 */
export default class extends BaseSchema {
  protected tableName = 'csv_imports'

  async up() {
    this.defer(async (db) => {
      await db.from(this.tableName).delete()
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('valid_rows')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.text('shown_rows').notNullable().defaultTo('[]')
      table.binary('packed_rows').notNullable().defaultTo('')
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.from(this.tableName).delete()
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('shown_rows')
      table.dropColumn('packed_rows')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.text('valid_rows').notNullable().defaultTo('[]')
    })
  }
}
