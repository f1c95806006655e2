import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Quick keys: pages of buttons at a branch's counter ("Bakery", "Drinks")
 * for products sold without a barcode, each key a product in its place.
 * A branch's pages are saved whole, so positions are rewritten together.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('quick_key_pages', (table) => {
      table.increments('id')
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.string('name', 24).notNullable()
      table.integer('position').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['branch_id', 'position'])
    })

    this.schema.createTable('quick_keys', (table) => {
      table.increments('id')
      table
        .integer('page_id')
        .unsigned()
        .notNullable()
        .references('quick_key_pages.id')
        .onDelete('CASCADE')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.integer('position').notNullable()
      // Shown instead of the product's name when set ("Croissant" for "Butter croissant 60 g").
      table.string('label', 24).nullable()
      table.unique(['page_id', 'position'])
      table.index(['product_id'])
    })

    // Who manages the catalogue arranges the counter's keys.
    this.defer(async (db) => {
      const roles = await db.from('roles').select('id', 'permissions')
      for (const role of roles) {
        const permissions: string[] = JSON.parse(role.permissions)
        if (!permissions.includes('products.manage') || permissions.includes('quick_keys.manage')) {
          continue
        }
        await db
          .from('roles')
          .where('id', role.id)
          .update({ permissions: JSON.stringify([...permissions, 'quick_keys.manage']) })
      }
    })
  }

  async down() {
    this.schema.dropTable('quick_keys')
    this.schema.dropTable('quick_key_pages')
  }
}
