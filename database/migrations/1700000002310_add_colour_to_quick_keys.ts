import { BaseSchema } from '@adonisjs/lucid/schema'

/** A quick key's colour (common/quick_key_colours.ts), or none for the plain key. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('quick_keys', (table) => {
      table.string('colour', 12).nullable()
    })
  }

  async down() {
    this.schema.alterTable('quick_keys', (table) => {
      table.dropColumn('colour')
    })
  }
}
