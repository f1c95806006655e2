import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'customers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      // Stored lower-case; unique when present (NULLs never collide).
      table.string('email', 254).nullable().unique()
      table.string('phone', 40).nullable()
      table.string('address', 255).nullable()
      table.text('notes').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      // Set when the customer asked to be erased: personal fields are blanked.
      table.timestamp('erased_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['name'])
      table.index(['phone'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
