/**
 * SQLite returns booleans as 0/1; PostgreSQL as true/false. Models read
 * both the same way through this column option.
 */
export const booleanColumn = {
  consume: (value: unknown) => Boolean(value),
}
