import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Stocktakes: a count of one branch's shelves (all of it, some categories or
 * chosen products), its lines with the expected quantity frozen when
 * counting starts, and the count entries people add to them. Quantities are
 * integers; costs integer minor units.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stocktakes', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      // branch | categories | products
      table.string('coverage', 12).notNullable()
      // JSON array of category names when the coverage is `categories`.
      table.text('categories').nullable()
      table.boolean('blind').notNullable().defaultTo(true)
      // draft | counting | review | posted | cancelled
      table.string('status', 12).notNullable().defaultTo('draft')
      // keep | zero: what posting does to the lines nobody counted.
      table.string('uncounted', 8).nullable()
      table.text('note').nullable()
      table.integer('created_by').unsigned().notNullable().references('users.id')
      table.integer('started_by').unsigned().nullable().references('users.id')
      table.timestamp('started_at', { useTz: true }).nullable()
      table.integer('posted_by').unsigned().nullable().references('users.id')
      table.timestamp('posted_at', { useTz: true }).nullable()
      table.integer('cancelled_by').unsigned().nullable().references('users.id')
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['branch_id', 'status'])
      table.index(['status', 'created_at'])
    })

    this.schema.createTable('stocktake_lines', (table) => {
      table.increments('id')
      table
        .integer('stocktake_id')
        .unsigned()
        .notNullable()
        .references('stocktakes.id')
        .onDelete('CASCADE')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      // What the branch held when counting started (null until then).
      table.integer('expected').nullable()
      // The product's cost when counting started, for the variance at cost.
      table.bigInteger('unit_cost').nullable()
      // The sum of the line's count entries; null while nobody counted it.
      table.integer('counted').nullable()
      table.unique(['stocktake_id', 'product_id'])
      table.index(['product_id'])
    })

    this.schema.createTable('stocktake_counts', (table) => {
      table.increments('id')
      table
        .integer('stocktake_line_id')
        .unsigned()
        .notNullable()
        .references('stocktake_lines.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('users.id')
      table.integer('quantity').notNullable()
      // scan | typed | import | recount
      table.string('source', 8).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['stocktake_line_id', 'id'])
    })

    // Whoever could adjust stock counts it too, as before the permission was split.
    this.defer(async (db) => {
      const roles = await db.from('roles').select('id', 'permissions')
      for (const role of roles) {
        const permissions: string[] = JSON.parse(role.permissions)
        if (permissions.includes('stock.adjust') && !permissions.includes('stock.count')) {
          await db
            .from('roles')
            .where('id', role.id)
            .update({ permissions: JSON.stringify([...permissions, 'stock.count']) })
        }
      }
    })
  }

  async down() {
    this.schema.dropTable('stocktake_counts')
    this.schema.dropTable('stocktake_lines')
    this.schema.dropTable('stocktakes')
  }
}
