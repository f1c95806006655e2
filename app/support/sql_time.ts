import type { DateTime } from 'luxon'

/**
 * A UTC instant as a bind value the database compares correctly with its
 * stored timestamps: SQLite keeps them as 'yyyy-MM-dd HH:mm:ss' text in UTC,
 * PostgreSQL as timestamptz (a JS Date binds with its offset).
 */
export function timestampBinding(instant: DateTime, dialect: string): string | Date {
  const utc = instant.toUTC()
  return dialect.includes('sqlite') ? utc.toFormat('yyyy-MM-dd HH:mm:ss') : utc.toJSDate()
}
