import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'

export type BulkValue = string | number | boolean | null

/** Bound values per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const VALUES_PER_STATEMENT = 30_000

/**
 * Rows buffered per table and written with multi-row INSERTs, the tables
 * in the order given (parents before children, for the foreign keys).
 * The benchmark's generator writes millions of rows: one statement per row
 * through the ORM would take hours.
 */
export class BulkWriter {
  #client: QueryClientContract
  #tables: readonly string[]
  #buffers = new Map<string, { columns: readonly string[]; rows: BulkValue[][] }>()
  #buffered = 0
  readonly isPostgres: boolean

  constructor(client: QueryClientContract, tables: readonly string[]) {
    this.#client = client
    this.#tables = tables
    this.isPostgres = client.dialect.name === 'postgres'
  }

  /** Where the next flush writes: a new transaction, say. */
  use(client: QueryClientContract) {
    this.#client = client
  }

  /** A UTC instant as each engine stores a timestamp column. */
  timestamp(milliseconds: number) {
    const text = new Date(milliseconds).toISOString()
    return this.isPostgres ? text : `${text.slice(0, 10)} ${text.slice(11, 19)}`
  }

  add(table: string, columns: readonly string[], row: BulkValue[]) {
    if (!this.#tables.includes(table)) throw new Error(`${table} is not one of the writer's tables`)
    let buffer = this.#buffers.get(table)
    if (!buffer) {
      buffer = { columns, rows: [] }
      this.#buffers.set(table, buffer)
    }
    buffer.rows.push(this.isPostgres ? row : row.map(sqliteValue))
    this.#buffered++
  }

  /** Writes what is buffered once there is enough for a few large statements. */
  async flushWhenFull(threshold = 50_000) {
    if (this.#buffered >= threshold) await this.flush()
  }

  async flush() {
    for (const table of this.#tables) {
      const buffer = this.#buffers.get(table)
      if (!buffer || buffer.rows.length === 0) continue
      const { columns, rows } = buffer
      const perStatement = Math.max(1, Math.floor(VALUES_PER_STATEMENT / columns.length))
      const row = `(${columns.map(() => '?').join(',')})`
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement)
        await this.#client.rawQuery(
          `INSERT INTO ${table} (${columns.join(',')}) VALUES ${Array.from(chunk, () => row).join(',')}`,
          // Lucid's types leave out null, which both drivers bind as SQL NULL.
          chunk.flat() as RawQueryBindings
        )
      }
      buffer.rows = []
    }
    this.#buffered = 0
  }
}

/** better-sqlite3 binds no booleans: SQLite keeps them as 0 and 1. */
function sqliteValue(value: BulkValue) {
  return typeof value === 'boolean' ? Number(value) : value
}
