import { BaseSchema } from '@adonisjs/lucid/schema'

/** The catalogue. Money columns are integer minor units of the shop currency. */
export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.string('sku', 64).notNullable().unique()
      table.string('barcode', 64).nullable().unique()
      table.string('category', 80).nullable()
      table.string('unit', 20).notNullable().defaultTo('each')
      table.bigInteger('price').notNullable()
      table.bigInteger('cost').notNullable().defaultTo(0)
      table.integer('tax_rate_bp').notNullable().defaultTo(0)
      table.integer('reorder_level').notNullable().defaultTo(0)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.text('description').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['name'])
      table.index(['category'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
