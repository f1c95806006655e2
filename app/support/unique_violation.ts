/**
 * True when the database refused a write because a unique index on
 * `table.column` already holds the value: what two people saving at once
 * can meet after both passed validation. PostgreSQL names the index
 * (`customers_email_unique`, `products_sku_lower_unique`), SQLite the
 * column or the index; both contain `{table}_{column}` or `{table}.{column}`.
 */
export function isUniqueViolation(error: unknown, table: string, column: string) {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string }
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return false
  return new RegExp(`(?<![\\w])${table}[._]${column}(?![a-z0-9])`).test(String(message))
}
