import db from '@adonisjs/lucid/services/db'
import { returnedRows } from '#support/returned_rows'

/** The indexed columns whose values in use fill a filter or a form's suggestions. */
type DistinctColumn =
  { table: 'products'; column: 'category' | 'unit' } | { table: 'audit_events'; column: 'action' }

/**
 * The distinct non-null values of an indexed column, in order. `SELECT
 * DISTINCT` reads every index entry (50,000 products for eight categories:
 * 4.5 ms on each list page); this hops from one value to the next through
 * the index instead, one probe per value, on SQLite and PostgreSQL alike.
 */
export async function distinctValues({ table, column }: DistinctColumn): Promise<string[]> {
  const result = await db.rawQuery(
    `WITH RECURSIVE found(value) AS (
       SELECT min(${column}) FROM ${table}
       UNION ALL
       SELECT (SELECT min(${column}) FROM ${table} WHERE ${column} > found.value)
         FROM found WHERE found.value IS NOT NULL
     )
     SELECT value FROM found WHERE value IS NOT NULL`
  )
  return returnedRows<{ value: string }>(result).map((row) => row.value)
}
