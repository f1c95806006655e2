import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When a closed session's Z report was first printed (on paper or as a
 * PDF): every print after it says COPY. The cash report reads sessions by
 * the time they closed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('till_sessions', (table) => {
      table.timestamp('report_printed_at', { useTz: true }).nullable()
      table.index(['closed_at'])
    })
  }

  // In plain SQL: Knex rebuilds a SQLite table to drop a column, which the
  // foreign keys pointing at the sessions refuse.
  async down() {
    this.schema.raw('DROP INDEX till_sessions_closed_at_index')
    this.schema.raw('ALTER TABLE till_sessions DROP COLUMN report_printed_at')
  }
}
