import { readFile } from 'node:fs/promises'
import type { MultipartFile } from '@adonisjs/core/bodyparser'

/** Largest CSV file an import accepts, in the form `request.file` reads. */
export const CSV_MAX_SIZE = '5mb'

/** Options for `request.file(field, CSV_FILE_OPTIONS)`: size limit and extension. */
export const CSV_FILE_OPTIONS = { size: CSV_MAX_SIZE, extnames: ['csv'] }

/** Spreadsheet programs label CSV files with any of these types. */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/x-csv',
  'application/csv',
  'application/vnd.ms-excel',
])

export type CsvUpload = { content: Buffer; filename: string } | { error: string }

/**
 * Checks an uploaded file (from `request.file(field, CSV_FILE_OPTIONS)`) and
 * reads it, or says in plain words why it was refused.
 */
export async function readCsvUpload(file: MultipartFile | null): Promise<CsvUpload> {
  if (!file) return { error: 'Choose a CSV file to import.' }
  const problem = file.errors[0]
  if (problem?.type === 'size') {
    return { error: `The file is too large: the limit is 5 MB. Split it and import each part.` }
  }
  if (problem?.type === 'extname') return { error: 'Choose a .csv file.' }
  if (problem) return { error: 'The file could not be received. Try again.' }
  const type = `${file.type}/${file.subtype}`
  if (file.type && !CSV_TYPES.has(type)) return { error: 'Choose a .csv file.' }
  if (!file.tmpPath) return { error: 'The file could not be received. Try again.' }
  return { content: await readFile(file.tmpPath), filename: file.clientName }
}
