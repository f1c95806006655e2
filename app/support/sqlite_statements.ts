import type { Database, Statement } from 'better-sqlite3'

/** How many distinct statements one SQLite connection keeps prepared. */
export const PREPARED_STATEMENTS_KEPT = 250

/**
 * knex prepares every statement anew, which a profile of a list page under
 * load put at 7 % of the server's time. Pages run the same few dozen
 * statements over and over, so the connection keeps the last ones it
 * prepared, by their SQL, the least recently used leaving first. A kept
 * statement is safe to run again: better-sqlite3 runs each to its end before
 * the next starts, and SQLite prepares it again by itself after a schema change.
 */
export function keepPreparedStatements(connection: Database) {
  const prepare = connection.prepare.bind(connection)
  const kept = new Map<string, Statement>()
  connection.prepare = ((sql: string) => {
    const statement = kept.get(sql)
    if (statement) {
      kept.delete(sql)
      kept.set(sql, statement)
      return statement
    }
    const prepared = prepare(sql)
    if (kept.size >= PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value!)
    kept.set(sql, prepared)
    return prepared
  }) as Database['prepare']
}
