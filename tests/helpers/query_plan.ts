import db from '@adonisjs/lucid/services/db'

/**
 * The plan the database would follow for a statement, as text: SQLite's
 * `EXPLAIN QUERY PLAN` details, or PostgreSQL's `EXPLAIN` with sequential
 * scans switched off, since a test's handful of rows is cheaper to scan
 * than to look up and the planner would otherwise never show the index.
 */
export async function queryPlan(sql: string) {
  const connection = db.connection()
  if (connection.dialect.name === 'postgres') {
    return connection.transaction(async (trx) => {
      await trx.rawQuery('SET LOCAL enable_seqscan = off')
      const { rows } = await trx.rawQuery(`EXPLAIN ${sql}`)
      return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
    })
  }
  const rows: { detail: string }[] = await connection.rawQuery(`EXPLAIN QUERY PLAN ${sql}`)
  return rows.map((row) => row.detail).join('\n')
}
