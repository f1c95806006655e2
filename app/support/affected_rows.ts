/**
 * How many rows an UPDATE or DELETE touched. Knex answers a number on
 * PostgreSQL and SQLite, and Lucid's query builder may wrap it in an array.
 */
export function affectedRows(result: unknown) {
  const value = Array.isArray(result) ? result[0] : result
  return Number(value) || 0
}
