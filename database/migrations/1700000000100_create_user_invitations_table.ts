import { BaseSchema } from '@adonisjs/lucid/schema'

/** Invitations to set a first password: only a SHA-256 of the token is kept. */
export default class extends BaseSchema {
  protected tableName = 'user_invitations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id')
      table.string('token_hash', 64).notNullable().unique()
      table.integer('invited_by').unsigned().nullable().references('users.id')
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
