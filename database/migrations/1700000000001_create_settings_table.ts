import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'settings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('company_name', 120).notNullable()
      table.string('tax_id', 60).nullable()
      table.string('currency', 3).notNullable().defaultTo('USD')
      table.string('locale', 35).notNullable().defaultTo('en-US')
      table.string('business_timezone', 64).notNullable().defaultTo('UTC')
      table.boolean('prices_include_tax').notNullable().defaultTo(false)
      table.integer('default_tax_rate_bp').notNullable().defaultTo(0)
      table.boolean('allow_negative_stock').notNullable().defaultTo(false)
      table.boolean('registration_open').notNullable().defaultTo(false)
      table.text('receipt_header').nullable()
      table.text('receipt_footer').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
