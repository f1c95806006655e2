import { BaseSchema } from '@adonisjs/lucid/schema'

/** How many quiet minutes lock a shared till to its PIN screen: 5 unless the shop says otherwise. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('settings', (table) => {
      table.integer('till_lock_minutes').notNullable().defaultTo(5)
    })
  }

  async down() {
    this.schema.alterTable('settings', (table) => {
      table.dropColumn('till_lock_minutes')
    })
  }
}
