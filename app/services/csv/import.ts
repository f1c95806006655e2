import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import string from '@adonisjs/core/helpers/string'
import CsvImport, {
  planStatus,
  type ImportRow,
  type ImportRowError,
  type RowPlan,
} from '#models/csv_import'
import { changesBetween, type AuditChanges, type AuditSubject } from '#services/platform/audit_log'
import type { AuditAction } from '#support/audit_actions'
import { parseCsv } from '#services/csv/parser'
import { restoreCell } from '#services/csv/writer'
import { timestampBinding } from '#support/sql_time'
import { turnTaker } from '#support/turns'
import { packRows } from '#services/csv/preview_rows'

/** How long a preview waits for its confirmation. */
export const IMPORT_PREVIEW_LIFETIME = { hours: 1 }

/** Valid rows and errors a preview keeps to show; the counts cover the whole file. */
export const PREVIEW_SHOWN_ROWS = 500

/** Previews one user may keep open; a new one drops their oldest. */
export const OPEN_PREVIEWS_PER_USER = 3

/** A column the import understands, found by its header (case and spaces ignored). */
export interface ImportColumn {
  key: string
  header: string
  required?: boolean
  aliases?: string[]
  /** The row's field this column fills, when not named like `key` (`tax_rate` fills `taxRateBp`). */
  field?: string
}

export type RowCheck<Row> = { row: Row } | { errors: string[] }

/** What a row would do to the stored records, or why it cannot be imported. */
export type RowOutcome = { plan: RowPlan } | { errors: string[] }

/** A matched record's update as the confirmation writes and audits it. */
export interface RowUpdate<Row> {
  id: number
  row: Row
  changes: AuditChanges
}

/**
 * What one kind of record (customers, products, ...) brings to the import:
 * its columns, its form rules for one row, which fields must be unique, how
 * to find clashes with stored records and how to store the rows.
 */
export interface ImportDefinition<Row extends Record<string, unknown>> {
  /** Stored with the preview; a preview is only ever used by its own kind. */
  kind: string
  columns: ImportColumn[]
  /** Audit action of a confirmed import, e.g. `customer.imported`. */
  auditAction: AuditAction
  /** The record a confirmed import is audited on, when it adds to one (a stocktake's counts). */
  auditSubject?: AuditSubject
  /** Most data rows a file may have, when fewer than the file size allows. */
  maxRows?: number
  /** Checks one row with the same rules as the form; cells are keyed by column key. */
  validateRow(cells: Record<string, string>): Promise<RowCheck<Row>>
  /** Fields whose (normalised) value must not repeat inside the file. */
  uniqueFields: { field: keyof Row & string; label: string }[]
  /** The table rows are stored in; a matched record's changed fields are written to its columns. */
  table: string
  /** Subject type and action of the event each updated record gets (`product.updated`). */
  subjectType: string
  updateAuditAction: AuditAction
  /** Further events an update makes, e.g. `product.price_changed`. */
  extraUpdateAudits?: (changes: AuditChanges) => { action: AuditAction; changes: AuditChanges }[]
  /**
   * Per row, in order: the stored record it matches (products by SKU,
   * customers by email) and what would change in the `fields` the file
   * has, or why it clashes with stored records. In a transaction the
   * matched records are locked until it ends.
   */
  planRows(rows: Row[], fields: string[], client: QueryClientContract): Promise<RowOutcome[]>
  /** Stores new rows; runs inside the confirmation's transaction. */
  insertRows(rows: Row[], trx: TransactionClientContract): Promise<void>
  /** Runs once the import's transaction has committed. */
  afterCommit?: () => void
}

/**
 * The fields of `row` (limited to `fields`) that differ from the stored
 * record, read with snake_case column names; booleans are compared as
 * booleans, since SQLite stores them as 0 and 1.
 */
export function rowChanges(
  row: Record<string, unknown>,
  stored: Record<string, unknown>,
  fields: string[]
): AuditChanges {
  const before: Record<string, unknown> = {}
  const after: Record<string, unknown> = {}
  for (const field of fields) {
    const value = stored[string.snakeCase(field)]
    before[field] = typeof row[field] === 'boolean' ? Boolean(value) : value
    after[field] = row[field]
  }
  return changesBetween(before, after)
}

/** The row fields the file's columns fill. */
export function fieldsOf(columns: ImportColumn[], present: string[]) {
  return columns
    .filter((column) => present.includes(column.key))
    .map((column) => column.field ?? column.key)
}

/** How many valid rows create, change, or match a record exactly. */
export function countPlans(rows: ImportRow[]) {
  const counts = { newCount: 0, changedCount: 0, unchangedCount: 0 }
  for (const { plan } of rows) counts[`${planStatus(plan)}Count`]++
  return counts
}

/** The file as a whole cannot be imported (no header, a required column missing, ...). */
export class CsvImportError extends Error {}

const ACTIVE_WORDS: Record<string, boolean> = {
  '': true,
  'yes': true,
  'y': true,
  'true': true,
  '1': true,
  'active': true,
  'no': false,
  'n': false,
  'false': false,
  '0': false,
  'inactive': false,
}

/** An `active` cell as people write it (yes/no, true/false, 1/0; empty is yes), or undefined. */
export function readActiveCell(cell: string) {
  return ACTIVE_WORDS[cell.trim().toLowerCase()]
}

function normaliseHeader(header: string) {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

/** Which cell holds which column, and the headers nobody asked for. */
function mapHeader(header: string[], columns: ImportColumn[]) {
  const positions = new Map<string, number>()
  const ignored: string[] = []
  header.forEach((title, index) => {
    const name = normaliseHeader(title)
    const column = columns.find((candidate) =>
      [candidate.key, candidate.header, ...(candidate.aliases ?? [])]
        .map(normaliseHeader)
        .includes(name)
    )
    if (!column) {
      if (name !== '') ignored.push(title.trim())
      return
    }
    if (positions.has(column.key)) {
      throw new CsvImportError(`The column “${column.header}” appears twice in the header row.`)
    }
    positions.set(column.key, index)
  })
  const missing = columns.filter((column) => column.required && !positions.has(column.key))
  if (missing.length > 0) {
    const names = missing.map((column) => `“${column.header}”`).join(', ')
    throw new CsvImportError(
      `The header row (line 1) must name the column${missing.length > 1 ? 's' : ''} ${names}.`
    )
  }
  if (positions.size === 0) {
    throw new CsvImportError('The header row (line 1) names none of the columns this import knows.')
  }
  return { positions, ignored }
}

/**
 * The dry run: reads the file, checks every row with the form's rules and
 * for duplicates inside the file and against the database, and keeps the
 * outcome as a preview for its owner. Nothing is imported here.
 * Throws CsvFormatError or CsvImportError when the file as a whole is unusable.
 */
export async function previewImport<Row extends Record<string, unknown>>(
  definition: ImportDefinition<Row>,
  input: Buffer | string,
  owner: { userId: number; filename: string }
) {
  const { header, rows } = await parseCsv(input)
  const { positions, ignored } = mapHeader(header, definition.columns)
  if (rows.length === 0) throw new CsvImportError('The file has a header row but no data rows.')
  if (definition.maxRows !== undefined && rows.length > definition.maxRows) {
    throw new CsvImportError(
      `The file has ${rows.length.toLocaleString('en-US')} data rows; this import takes at most ${definition.maxRows.toLocaleString('en-US')}. Split it and import each part.`
    )
  }

  const errors: ImportRowError[] = []
  const checked: { line: number; row: Row }[] = []
  const firstLineOf = new Map<string, number>()

  const takeTurn = turnTaker()
  for (const { line, cells } of rows) {
    await takeTurn()
    const messages: string[] = []
    if (cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      messages.push(`This line has ${cells.length} cells; the header has ${header.length}.`)
    }
    const values: Record<string, string> = {}
    for (const column of definition.columns) {
      const index = positions.get(column.key)
      values[column.key] = index === undefined ? '' : restoreCell(cells[index] ?? '')
    }
    const result = await definition.validateRow(values)
    if ('errors' in result || messages.length > 0) {
      errors.push({ line, messages: [...messages, ...('errors' in result ? result.errors : [])] })
      continue
    }
    for (const { field, label } of definition.uniqueFields) {
      const value = result.row[field]
      if (value === null || value === undefined || value === '') continue
      const key = `${field}\u0000${String(value)}`
      const first = firstLineOf.get(key)
      if (first !== undefined) messages.push(`${label}: the same as line ${first}.`)
      else firstLineOf.set(key, line)
    }
    if (messages.length > 0) errors.push({ line, messages })
    else checked.push({ line, row: result.row })
  }

  const present = [...positions.keys()]
  const outcomes = await definition.planRows(
    checked.map((entry) => entry.row),
    fieldsOf(definition.columns, present),
    db.connection()
  )
  const valid: ImportRow<Row>[] = []
  checked.forEach((entry, index) => {
    const outcome = outcomes[index]
    if ('errors' in outcome) errors.push({ line: entry.line, messages: outcome.errors })
    else valid.push({ ...entry, plan: outcome.plan })
  })
  errors.sort((a, b) => a.line - b.line)

  await purgeExpiredImports()
  await dropOldestPreviews(owner.userId)
  return CsvImport.create({
    id: randomBytes(24).toString('base64url'),
    userId: owner.userId,
    kind: definition.kind,
    filename: owner.filename.slice(0, 255),
    totalRows: rows.length,
    validCount: valid.length,
    errorCount: errors.length,
    ...countPlans(valid),
    columns: present,
    shownRows: valid.slice(0, PREVIEW_SHOWN_ROWS),
    packedRows: await packRows(valid),
    errors: errors.slice(0, PREVIEW_SHOWN_ROWS),
    ignoredColumns: ignored,
    expiresAt: DateTime.utc().plus(IMPORT_PREVIEW_LIFETIME),
  })
}

/** Makes room for one more preview of the user's, dropping their oldest beyond the cap. */
async function dropOldestPreviews(userId: number) {
  const older = await CsvImport.query()
    .where('user_id', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(OPEN_PREVIEWS_PER_USER - 1)
    .select('id')
  if (older.length > 0) {
    await CsvImport.query()
      .whereIn(
        'id',
        older.map((preview) => preview.id)
      )
      .delete()
  }
}

/** The owner's unexpired preview of this kind, or null (someone else's is as good as absent). */
export async function findImport(kind: string, id: string, userId: number) {
  const preview = await CsvImport.query().where({ id, kind, user_id: userId }).first()
  if (!preview || preview.expiresAt <= DateTime.utc()) return null
  return preview
}

/** Drops the owner's preview; false when there was none. */
export async function discardImport(kind: string, id: string, userId: number) {
  const preview = await findImport(kind, id, userId)
  if (!preview) return false
  await preview.delete()
  return true
}

/** Previews nobody confirmed within their lifetime. */
export async function purgeExpiredImports() {
  const connection = db.connection()
  await connection
    .from('csv_imports')
    .where('expires_at', '<=', timestampBinding(DateTime.utc(), connection.dialect.name))
    .delete()
}
