import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * CSV import previews: what a dry run found, kept in the database (not in
 * process memory) until the user confirms, discards, or it expires.
 */
export default class extends BaseSchema {
  protected tableName = 'csv_imports'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 64).primary()
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      table.string('filename', 255).notNullable()
      table.integer('total_rows').notNullable()
      table.integer('valid_count').notNullable()
      table.integer('error_count').notNullable()
      table.text('valid_rows').notNullable()
      table.text('errors').notNullable()
      table.text('ignored_columns').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.index(['expires_at'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
