import { DateTime } from 'luxon'
import { stringify } from 'csv-stringify/sync'

/** An amount written as decimal text ("-29.83"): a number, so never quoted as a formula. */
export interface CsvDecimal {
  decimal: string
}

export type CsvCell = string | number | boolean | CsvDecimal | null | undefined

const DECIMAL = /^-?\d+(\.\d+)?$/

/** One column of an export: its header and how to read it from a row. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => CsvCell
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

/** Lets Excel recognise the file as UTF-8. */
const BOM = '\ufeff'

/**
 * A cell that needs a `'` to be read as text. Spreadsheets run a cell that
 * starts with = + - @ tab or CR as a formula (CSV/formula injection, OWASP):
 * `=HYPERLINK(...)` typed as a customer's name would become a live link, or
 * worse, in whoever opens the export. Quotes before such a start count too,
 * so text that really begins with `'=` gets its own quote and comes back
 * with it.
 */
const NEEDS_QUOTE = /^'*[=+\-@\t\r]/

/** A cell neutraliseCell quoted: one more `'` than NEEDS_QUOTE allows. */
const QUOTED = /^''*[=+\-@\t\r]/

/** Text a spreadsheet shows as typed: a leading `'` marks the cell as text. */
export function neutraliseCell(value: string) {
  return NEEDS_QUOTE.test(value) ? `'${value}` : value
}

/**
 * Undoes neutraliseCell on import, so an exported file imports back
 * unchanged: `'+44 20` becomes `+44 20` and `''=x` becomes `'=x` (stored as
 * plain text, never evaluated). `'quoted` and a quote typed before any
 * other text stay as they are.
 */
export function restoreCell(value: string) {
  return QUOTED.test(value) ? value.slice(1) : value
}

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  // Numbers are written by us, not typed by people: a negative amount stays a number.
  if (typeof value === 'number') return String(value)
  if (typeof value === 'object') {
    if (!DECIMAL.test(value.decimal)) throw new TypeError(`Not a decimal: ${value.decimal}`)
    return value.decimal
  }
  return neutraliseCell(value)
}

/** The start of a CSV document: UTF-8 BOM and the header row. */
export function csvHead<Row>(columns: CsvColumn<Row>[]): string {
  return BOM + stringify([columns.map((column) => neutraliseCell(column.header))], RECORDS)
}

/** Records of a CSV document, every text cell neutralised against formulas. */
export function csvRecords<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: string[][] = []
  for (const row of rows) records.push(columns.map((column) => cell(column.value(row))))
  return records.length ? stringify(records, RECORDS) : ''
}

/** CRLF line ends (RFC 4180). */
const RECORDS = { record_delimiter: 'windows' } as const

/** A whole CSV document: head and records. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>): string {
  return csvHead(columns) + csvRecords(columns, rows)
}

/** `customers-2026-11-22.csv`: the kind and the day it was made, in the shop's time zone. */
export function csvFilename(kind: string, timezone = 'UTC', now: DateTime = DateTime.utc()) {
  return `${kind}-${now.setZone(timezone).toFormat('yyyy-MM-dd')}.csv`
}
