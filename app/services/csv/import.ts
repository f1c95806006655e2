import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import CsvImport, { type ImportRow, type ImportRowError } from '#models/csv_import'
import { recordAudit } from '#services/audit_log'
import { parseCsv } from '#services/csv/parser'
import { restoreCell } from '#services/csv/writer'
import { timestampBinding } from '#support/sql_time'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { packRows, unpackRows } from '#services/csv/preview_rows'

/** How long a preview waits for its confirmation. */
export const IMPORT_PREVIEW_LIFETIME = { hours: 1 }

/** Valid rows and errors a preview keeps to show; the counts cover the whole file. */
export const PREVIEW_SHOWN_ROWS = 500

/** Previews one user may keep open; a new one drops their oldest. */
export const OPEN_PREVIEWS_PER_USER = 3

/** Rows checked between two turns of the event loop, so other requests are served meanwhile. */
const ROWS_PER_TURN = 200

/** A column the import understands, found by its header (case and spaces ignored). */
export interface ImportColumn {
  key: string
  header: string
  required?: boolean
  aliases?: string[]
}

export type RowCheck<Row> = { row: Row } | { errors: string[] }

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
  auditAction: string
  /** Checks one row with the same rules as the form; cells are keyed by column key. */
  validateRow(cells: Record<string, string>): Promise<RowCheck<Row>>
  /** Fields whose (normalised) value must not repeat inside the file. */
  uniqueFields: { field: keyof Row & string; label: string }[]
  /** Messages per index of `rows` for rows that clash with stored records. */
  findConflicts(rows: Row[], client: QueryClientContract): Promise<Map<number, string[]>>
  /** Stores the rows; runs inside the confirmation's transaction. */
  insertRows(rows: Row[], trx: TransactionClientContract): Promise<void>
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

export type ConfirmResult =
  | { status: 'imported'; count: number }
  | { status: 'conflicts'; count: number }
  | { status: 'missing' }

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

  const errors: ImportRowError[] = []
  const checked: ImportRow<Row>[] = []
  const firstLineOf = new Map<string, number>()

  for (const [position, { line, cells }] of rows.entries()) {
    if (position % ROWS_PER_TURN === 0) await nextTurn()
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

  const conflicts = await definition.findConflicts(
    checked.map((entry) => entry.row),
    db.connection()
  )
  const valid = checked.filter((entry, index) => {
    const messages = conflicts.get(index)
    if (messages?.length) errors.push({ line: entry.line, messages })
    return !messages?.length
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

class ConflictsFound extends Error {
  constructor(readonly conflicts: Map<number, string[]>) {
    super('conflicts found at confirmation')
  }
}

/**
 * Imports every valid row of the preview in one transaction, or none: the
 * uniqueness checks run again at this moment, and if any row now clashes
 * (someone saved the same email meanwhile) nothing is stored and the
 * preview is updated to show the new clashes. A preview is used once.
 */
export async function confirmImport<Row extends Record<string, unknown>>(
  definition: ImportDefinition<Row>,
  id: string,
  actor: { userId: number; ip: string | null }
): Promise<ConfirmResult> {
  try {
    return await db.transaction(async (trx) => {
      // Locked and deleted first: a second confirmation of the same preview finds nothing.
      const preview = await CsvImport.query({ client: trx })
        .where({ id, kind: definition.kind, user_id: actor.userId })
        .forUpdate()
        .first()
      if (!preview || preview.expiresAt <= DateTime.utc()) return { status: 'missing' } as const
      await preview.useTransaction(trx).delete()

      const packed = await unpackRows<Row>(preview.packedRows)
      const rows = packed.map((entry) => entry.row)
      const conflicts = await definition.findConflicts(rows, trx)
      if (conflicts.size > 0) throw new ConflictsFound(conflicts)

      await definition.insertRows(rows, trx)
      await recordAudit(
        {
          action: definition.auditAction,
          userId: actor.userId,
          changes: { count: rows.length, file: preview.filename },
          ip: actor.ip,
        },
        trx
      )
      return { status: 'imported', count: rows.length } as const
    })
  } catch (error) {
    if (!(error instanceof ConflictsFound)) throw error
    await markConflicts(definition.kind, id, actor.userId, error.conflicts)
    return { status: 'conflicts', count: error.conflicts.size }
  }
}

/** Moves rows that clash now from the valid list into the errors of the preview. */
async function markConflicts(
  kind: string,
  id: string,
  userId: number,
  conflicts: Map<number, string[]>
) {
  const preview = await findImport(kind, id, userId)
  if (!preview) return
  const errors = [...preview.errors]
  let newErrors = 0
  const previouslyValid = await unpackRows(preview.packedRows)
  const valid = previouslyValid.filter((entry, index) => {
    const messages = conflicts.get(index)
    if (messages?.length) {
      errors.push({ line: entry.line, messages })
      newErrors++
    }
    return !messages?.length
  })
  errors.sort((a, b) => a.line - b.line)
  preview.merge({
    shownRows: valid.slice(0, PREVIEW_SHOWN_ROWS),
    packedRows: await packRows(valid),
    // The errors kept were the first by line; with the new ones, the first are still among them.
    errors: errors.slice(0, PREVIEW_SHOWN_ROWS),
    validCount: valid.length,
    errorCount: preview.errorCount + newErrors,
  })
  await preview.save()
}

/** Previews nobody confirmed within their lifetime. */
export async function purgeExpiredImports() {
  const connection = db.connection()
  await connection
    .from('csv_imports')
    .where('expires_at', '<=', timestampBinding(DateTime.utc(), connection.dialect.name))
    .delete()
}
