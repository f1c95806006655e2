import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The shrinkage report reads the ledger's count and adjustment rows over a
 * range of dates: a sliver of a ledger made mostly of sales, which this
 * index finds without reading the rest.
 */
export default class extends BaseSchema {
  protected tableName = 'stock_movements'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['type', 'created_at'], 'stock_movements_type_created_at_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['type', 'created_at'], 'stock_movements_type_created_at_index')
    })
  }
}
