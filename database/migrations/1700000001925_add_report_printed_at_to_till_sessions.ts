import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When a closed session's Z report was first printed (on paper or as a
 * PDF): every print after it says COPY.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('till_sessions', (table) => {
      table.timestamp('report_printed_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('till_sessions', (table) => {
      table.dropColumn('report_printed_at')
    })
  }
}
