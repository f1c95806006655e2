import { BaseSchema } from '@adonisjs/lucid/schema'

/** The catalogue. Money columns are integer minor units of the shop currency. */
export default class extends BaseSchema {
  protected tableName = 'products'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.string('sku', 64).notNullable()
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
    // SKUs are compared ignoring case, so "abc" and "ABC" cannot both be
    // stored, even by two saves racing past the validator.
    this.schema.raw('CREATE UNIQUE INDEX products_sku_lower_unique ON products (lower(sku))')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
