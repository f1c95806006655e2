import { DateTime } from 'luxon'
import { stringify } from 'csv-stringify/sync'
import type { CsvFormat } from '#common/csv_format'

/**
 * An amount as decimal text with a point ("-29.83"): a number, so never
 * quoted as a formula, and written with the file's decimal mark.
 */
export interface CsvDecimal {
  decimal: string
}

export type CsvCell = string | number | boolean | CsvDecimal | null | undefined

const DECIMAL = /^-?\d+(\.\d+)?$/

/** One column of an export: its header and how to read it from a row. */
export interface CsvColumn<Row> {
  /** The column's name on the page it exports ("Gross sales"), not a field's. */
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

function cell(value: CsvCell, format: CsvFormat): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  // Numbers are written by us, not typed by people: a negative amount stays a number.
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new TypeError(`Not an integer: ${value}`)
    return String(value)
  }
  if (typeof value === 'object') {
    if (!DECIMAL.test(value.decimal)) throw new TypeError(`Not a decimal: ${value.decimal}`)
    return value.decimal.replace('.', format.decimalMark)
  }
  return neutraliseCell(value)
}

/** CRLF line ends (RFC 4180), cells separated as the format says. */
function options(format: CsvFormat) {
  return { record_delimiter: 'windows', delimiter: format.separator } as const
}

/** The start of a CSV document: UTF-8 BOM and the header row. */
export function csvHead<Row>(columns: CsvColumn<Row>[], format: CsvFormat): string {
  return BOM + stringify([columns.map((column) => neutraliseCell(column.header))], options(format))
}

/** Records of a CSV document, every text cell neutralised against formulas. */
export function csvRecords<Row>(
  columns: CsvColumn<Row>[],
  rows: Iterable<Row>,
  format: CsvFormat
): string {
  const records: string[][] = []
  for (const row of rows) records.push(columns.map((column) => cell(column.value(row), format)))
  return records.length ? stringify(records, options(format)) : ''
}

/** A whole CSV document: head and records. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>, format: CsvFormat) {
  return csvHead(columns, format) + csvRecords(columns, rows, format)
}

/** `customers-2026-11-22.csv`: a list's kind and the day it was made, in the shop's time zone. */
export function csvFilename(kind: string, timezone = 'UTC', now: DateTime = DateTime.utc()) {
  return `${kind}-${now.setZone(timezone).toFormat('yyyy-MM-dd')}.csv`
}

/** `sales-2026-11-01-to-2026-11-30.csv`: a report's kind and the days it covers, once. */
export function periodCsvFilename(kind: string, from: string, to: string) {
  return `${kind}-${from === to ? from : `${from}-to-${to}`}.csv`
}
