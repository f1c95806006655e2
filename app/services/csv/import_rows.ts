import { DateTime } from 'luxon'
import { errors } from '@vinejs/vine'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import string from '@adonisjs/core/helpers/string'
import { timestampBinding } from '#support/sql_time'
import { rowChanges, type RowOutcome } from '#services/csv/import'

/**
 * What every kind of CSV import (products, customers, suppliers) does the
 * same way with its rows: read the cells as the form would, check them with
 * the form's validator, find the stored records they match, and insert the
 * new ones.
 */

/** Most values one `in (...)` or one multi-row insert carries, on SQLite and PostgreSQL alike. */
const CHUNK = 500

/** The cells as a form sends its fields: an empty cell is a field left empty. */
export function filledCells(cells: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(cells).map(([key, value]) => [key, value.trim() === '' ? undefined : value])
  )
}

export interface FieldMessage {
  field: string
  message: string
}

/** The row checked by the form's validator: its values, or the validator's messages by field. */
export async function validateRow<Valid>(
  validator: { validate(data: unknown): Promise<Valid> },
  data: Record<string, unknown>
): Promise<{ valid: Valid } | { messages: FieldMessage[] }> {
  try {
    return { valid: await validator.validate(data) }
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    return { messages: error.messages as FieldMessage[] }
  }
}

/** A validator's messages as a preview lists them, each naming its column. */
export function fieldMessages(messages: FieldMessage[]) {
  return messages.map((entry) => `${entry.field}: ${entry.message}`)
}

/**
 * The stored rows of `table` whose `column` is one of `values`, keyed by
 * that value (lower case when `ignoreCase`, as a form matching codes or
 * SKUs ignores it). In a transaction they are locked until it ends, so the
 * confirmation updates what the plan saw.
 */
export async function storedRowsBy(
  client: QueryClientContract,
  table: string,
  column: string,
  values: string[],
  { ignoreCase = false } = {}
) {
  const keyOf = (value: string) => (ignoreCase ? value.toLowerCase() : value)
  const keys = [...new Set(values.map(keyOf))]
  const found = new Map<string, Record<string, unknown>>()
  for (let start = 0; start < keys.length; start += CHUNK) {
    const chunk = keys.slice(start, start + CHUNK)
    const query = client.from(table).select('*')
    if (ignoreCase) query.whereRaw(`lower(${column}) in (${chunk.map(() => '?').join(',')})`, chunk)
    else query.whereIn(column, chunk)
    if (client.isTransaction) query.forUpdate()
    for (const row of await query) found.set(keyOf(String(row[column])), row)
  }
  return found
}

function columnsOf(row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => [string.snakeCase(field), value])
  )
}

/** What a checked row does: a new record when none is stored, else the stored one's changes. */
export function planAgainst(
  row: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  fields: string[]
): RowOutcome {
  if (!stored) return { plan: { id: null, changes: {} } }
  return { plan: { id: Number(stored.id), changes: rowChanges(row, stored, fields) } }
}

/**
 * Inserts the new records, each row's fields in their snake_case columns
 * (`taxRateBp` in `tax_rate_bp`), stamped with one creation time, in chunks.
 */
export async function insertStamped(
  trx: TransactionClientContract,
  table: string,
  rows: Record<string, unknown>[]
) {
  const now = timestampBinding(DateTime.utc(), trx.dialect.name)
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertQuery()
      .table(table)
      .multiInsert(
        rows
          .slice(start, start + CHUNK)
          .map((row) => ({ ...columnsOf(row), created_at: now, updated_at: now }))
      )
  }
}
