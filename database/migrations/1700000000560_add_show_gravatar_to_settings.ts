import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Pictures from gravatar.com only when the shop asks for them: each one
 * tells Gravatar who is signed in, and fails in a shop without internet.
 */
export default class extends BaseSchema {
  protected tableName = 'settings'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('show_gravatar').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('show_gravatar')
    })
  }
}
