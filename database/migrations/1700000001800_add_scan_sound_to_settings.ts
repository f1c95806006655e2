import { BaseSchema } from '@adonisjs/lucid/schema'

/** Whether a scan field beeps on an unknown code: on by default, off for a quiet shop. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('settings', (table) => {
      table.boolean('scan_sound').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable('settings', (table) => {
      table.dropColumn('scan_sound')
    })
  }
}
