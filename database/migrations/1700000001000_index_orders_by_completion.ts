import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Orders / Index lists every branch's sales newest first
 * (`completed_at DESC, id DESC`): without this index each page sorted all
 * the orders (two seconds at a million on SQLite). Read backwards, it gives
 * the first page by reading 25 entries.
 */
export default class extends BaseSchema {
  protected tableName = 'orders'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['completed_at', 'id'], 'orders_completed_at_id_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['completed_at', 'id'], 'orders_completed_at_id_index')
    })
  }
}
