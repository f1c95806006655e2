import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

const json = {
  prepare: (value: unknown) => JSON.stringify(value),
  consume: (value: string | unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
}

/**
 * What importing a row does: creates a record (`id` null), or updates the
 * stored record it matches with `changes` (none: the row is unchanged).
 */
export interface RowPlan {
  id: number | null
  changes: Record<string, { from: unknown; to: unknown }>
}

/** A row of the file that passed every check, with its line in the file. */
export interface ImportRow<Row = Record<string, unknown>> {
  line: number
  row: Row
  plan: RowPlan
}

/** new, changed or unchanged, as a preview counts and shows a row. */
export function planStatus(plan: RowPlan) {
  if (plan.id === null) return 'new' as const
  return Object.keys(plan.changes).length ? ('changed' as const) : ('unchanged' as const)
}

/** A row that did not, with the reasons. */
export interface ImportRowError {
  line: number
  messages: string[]
}

/**
 * A CSV import preview (dry run) waiting for its owner's confirmation.
 * Single use and short-lived; its id is random, so it cannot be guessed.
 */
export default class CsvImport extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column()
  declare kind: string

  @column()
  declare filename: string

  @column()
  declare totalRows: number

  @column()
  declare validCount: number

  @column()
  declare errorCount: number

  /** Valid rows that create a record, change a stored one, or match one exactly. */
  @column()
  declare newCount: number

  @column()
  declare changedCount: number

  @column()
  declare unchangedCount: number

  /** Keys of the import's columns the file had: only these are compared and written. */
  @column(json)
  declare columns: string[]

  /** The first valid rows, as the preview page lists them. */
  @column(json)
  declare shownRows: ImportRow[]

  /** Every valid row, for the confirmation (see services/csv/preview_rows.ts). */
  @column()
  declare packedRows: Buffer

  /** The first rows with errors, by line; `errorCount` counts them all. */
  @column(json)
  declare errors: ImportRowError[]

  @column(json)
  declare ignoredColumns: string[]

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare expiresAt: DateTime
}
