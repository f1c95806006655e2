import db from '@adonisjs/lucid/services/db'

interface KnexQueryEvent {
  sql: string
}

/** The database session store's clean-up, which runs after a random 2 % of requests. */
const SESSION_GC = /^delete from [`"]sessions[`"] where [`"]expires_at[`"] <=/

/**
 * The SQL statements the default connection runs while `work` does: every
 * query knex sends, inside transactions too. The functional suite's server
 * runs in the test process, so a request's statements are all counted,
 * except the session store's random clean-up.
 */
export async function queriesDuring(work: () => Promise<unknown>) {
  const connection = db.manager.get(db.primaryConnectionName)!.connection!
  const clients = new Set([connection.client!, connection.readClient!])
  const statements: string[] = []
  const listener = (query: KnexQueryEvent) => {
    if (!SESSION_GC.test(query.sql)) statements.push(query.sql)
  }
  for (const client of clients) client.on('query', listener)
  try {
    await work()
  } finally {
    for (const client of clients) client.off('query', listener)
  }
  return statements
}
