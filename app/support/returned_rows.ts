/**
 * Rows a raw query answers (a `… RETURNING` or a SELECT): an array on
 * SQLite, `{ rows }` on PostgreSQL. Every raw read goes through here.
 */
export function returnedRows<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  return ((result as { rows?: Row[] } | null)?.rows ?? []) as Row[]
}
