/** Network errors of a database server that cannot be reached, or went away. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/**
 * PostgreSQL's classes of errors that say the server is not there to
 * answer: 08 (connection exception), 57P (shutting down, starting up).
 */
const PG_UNAVAILABLE = /^(08|57P0[1-3])/

/** SQLite's file cannot be opened or read as a database. */
const SQLITE_UNREADABLE = /^SQLITE_(CANTOPEN|NOTADB|CORRUPT|IOERR)/

/**
 * True when an error says the database is out of reach rather than that a
 * statement was wrong: the server down or refusing, the pool unable to
 * hand out a connection, the SQLite file missing or unreadable. Such a
 * request answers 503, a page saying to try again later, not 500.
 */
export function isDatabaseOutage(error: unknown) {
  if (!error || typeof error !== 'object') return false
  const { code, name } = error as { code?: unknown; name?: unknown }
  if (name === 'KnexTimeoutError') return true
  if (typeof code !== 'string') return false
  return UNREACHABLE.has(code) || PG_UNAVAILABLE.test(code) || SQLITE_UNREADABLE.test(code)
}
