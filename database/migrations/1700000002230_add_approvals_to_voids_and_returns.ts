import { BaseSchema } from '@adonisjs/lucid/schema'

/** The two columns a manager's till approval is recorded in, by plain ALTER TABLE. */
const APPROVER_COLUMNS = [
  // Who approved the void of a cashier who may not void alone.
  ['orders', 'void_approved_by'],
  // Who approved a refund paid another way than the sale.
  ['returns', 'approved_by'],
] as const

/**
 * Manager approval at the till for voids and returns: the order and the
 * return keep who approved them, and who may approve a refund paid another
 * way than the sale (`returns.refund_any_method`) is every role that
 * already approves at the till.
 */
export default class extends BaseSchema {
  async up() {
    // knex would rebuild an SQLite table to add a foreign key, losing its
    // search triggers, so the key is PostgreSQL's alone.
    const references = this.db.dialect.name === 'postgres' ? ' REFERENCES users (id)' : ''
    for (const [table, column] of APPROVER_COLUMNS) {
      this.schema.raw(`ALTER TABLE ${table} ADD COLUMN ${column} integer NULL${references}`)
    }

    this.defer(async (db) => {
      const roles = await db.from('roles').select('id', 'permissions')
      for (const role of roles) {
        const permissions: string[] = JSON.parse(role.permissions)
        if (!permissions.includes('orders.approve')) continue
        if (permissions.includes('returns.refund_any_method')) continue
        await db
          .from('roles')
          .where('id', role.id)
          .update({ permissions: JSON.stringify([...permissions, 'returns.refund_any_method']) })
      }
    })
  }

  async down() {
    for (const [table, column] of APPROVER_COLUMNS) {
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`)
    }
  }
}
