import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'audit_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().nullable().references('users.id')
      table.string('action', 80).notNullable()
      table.string('subject_type', 60).nullable()
      table.string('subject_id', 60).nullable()
      table.text('changes').nullable()
      table.string('ip', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['created_at'])
      table.index(['user_id', 'created_at'])
      table.index(['action', 'created_at'])
      table.index(['subject_type', 'subject_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
