import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'branches'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('code', 10).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('address', 255).nullable()
      table.string('phone', 40).nullable()
      table.string('email', 254).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('next_order_seq').notNullable().defaultTo(1)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
