import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The lists' searches find words anywhere in a name, a SKU or a number. A
 * LIKE '%words%' reads every row: seconds at 50,000 products, 100,000
 * customers and a million orders. Trigram indexes answer the same question
 * from the index: an FTS5 table with the trigram tokenizer on SQLite, kept
 * by triggers in step with its table (external content, so the text is not
 * stored twice), and GIN trigram indexes on PostgreSQL, which ILIKE uses.
 * The columns are `TEXT_SEARCH_COLUMNS` (app/support/text_search.ts) as
 * they stood when this ran.
 */
const INDEXED = {
  products: ['name', 'sku', 'barcode'],
  customers: ['name', 'email', 'phone'],
  orders: ['number'],
  returns: ['number'],
} as const

export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name === 'postgres') {
      this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
      for (const [table, columns] of Object.entries(INDEXED)) {
        for (const column of columns) {
          this.schema.raw(
            `CREATE INDEX ${table}_${column}_trigram_index ON ${table} USING gin (${column} gin_trgm_ops)`
          )
        }
      }
      return
    }
    for (const [table, columns] of Object.entries(INDEXED)) {
      const index = `${table}_search`
      const names = columns.join(', ')
      const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ')
      const add = `INSERT INTO ${index} (rowid, ${names}) VALUES (new.id, ${values('new')});`
      const remove = `INSERT INTO ${index} (${index}, rowid, ${names}) VALUES ('delete', old.id, ${values('old')});`
      this.schema.raw(
        `CREATE VIRTUAL TABLE ${index} USING fts5(${names}, content='${table}', content_rowid='id', tokenize='trigram')`
      )
      this.schema.raw(`CREATE TRIGGER ${index}_insert AFTER INSERT ON ${table} BEGIN ${add} END`)
      this.schema.raw(
        `CREATE TRIGGER ${index}_update AFTER UPDATE OF ${names} ON ${table} BEGIN ${remove} ${add} END`
      )
      this.schema.raw(`CREATE TRIGGER ${index}_delete AFTER DELETE ON ${table} BEGIN ${remove} END`)
      this.schema.raw(`INSERT INTO ${index} (${index}) VALUES ('rebuild')`)
    }
  }

  async down() {
    if (this.db.dialect.name === 'postgres') {
      for (const [table, columns] of Object.entries(INDEXED)) {
        for (const column of columns) this.schema.raw(`DROP INDEX ${table}_${column}_trigram_index`)
      }
      return
    }
    for (const table of Object.keys(INDEXED)) {
      for (const action of ['insert', 'update', 'delete']) {
        this.schema.raw(`DROP TRIGGER ${table}_search_${action}`)
      }
      this.schema.raw(`DROP TABLE ${table}_search`)
    }
  }
}
