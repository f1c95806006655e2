import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Returns / Index lists every branch's returns newest first
 * (`created_at DESC, id DESC`): read backwards, this index gives a page
 * without sorting every return.
 */
export default class extends BaseSchema {
  protected tableName = 'returns'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['created_at', 'id'], 'returns_created_at_id_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['created_at', 'id'], 'returns_created_at_id_index')
    })
  }
}
