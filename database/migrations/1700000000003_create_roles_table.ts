import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'roles'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 60).notNullable().unique()
      table.string('description', 255).nullable()
      // JSON array of permission keys from app/support/permissions.ts
      table.text('permissions').notNullable().defaultTo('[]')
      table.boolean('all_branches').notNullable().defaultTo(false)
      table.integer('max_discount_bp').notNullable().defaultTo(0)
      table.boolean('is_system').notNullable().defaultTo(false)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
