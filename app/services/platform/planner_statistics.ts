import db from '@adonisjs/lucid/services/db'

/**
 * Refreshes SQLite's table statistics where the data has changed enough
 * since they were taken, so the query planner keeps choosing the index
 * that reads the fewest rows as the shop grows. PostgreSQL's autovacuum
 * does this itself.
 */
export async function refreshPlannerStatistics() {
  const connection = db.connection()
  if (connection.dialect.name === 'postgres') return
  await connection.rawQuery('PRAGMA optimize')
}
