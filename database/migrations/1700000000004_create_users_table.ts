import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 120).notNullable()
      table.string('email', 254).notNullable().unique()
      table.string('password', 255).nullable()
      table.timestamp('email_verified_at', { useTz: true }).nullable()
      table.integer('role_id').unsigned().nullable().references('roles.id').onDelete('RESTRICT')
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('last_login_at', { useTz: true }).nullable()
      // Bumped to end every other session of the user, whatever the session store
      table.integer('session_epoch').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['role_id'])
    })

    this.schema.createTable('branch_user', (table) => {
      table.increments('id')
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.integer('user_id').unsigned().notNullable().references('users.id')
      table.unique(['branch_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('branch_user')
    this.schema.dropTable(this.tableName)
  }
}
