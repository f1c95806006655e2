import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The branch an audit event's record belongs to, so a reader limited to
 * some branches sees only their events (and those tied to no branch).
 * History: deleting the branch keeps the event and clears the column.
 */
export default class extends BaseSchema {
  protected tableName = 'audit_events'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('branch_id')
        .unsigned()
        .nullable()
        .references('branches.id')
        .onDelete('SET NULL')
      table.index(['branch_id', 'created_at'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['branch_id'])
      table.dropIndex(['branch_id', 'created_at'])
      table.dropColumn('branch_id')
    })
  }
}
