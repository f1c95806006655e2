import { setImmediate as nextTurn } from 'node:timers/promises'
import { parse, CsvError, type Parser } from 'csv-parse'

/** One record of a CSV file with the physical line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number
  cells: string[]
}

export interface ParsedCsv {
  header: string[]
  rows: CsvRecord[]
}

/** The file cannot be read as CSV at all; `line` is where reading stopped, when known. */
export class CsvFormatError extends Error {
  constructor(
    message: string,
    readonly line?: number
  ) {
    super(message)
  }
}

/** csv-parse's errors in the words of someone who edits CSV files in a spreadsheet or by hand. */
const QUOTE_PROBLEMS: Record<string, string> = {
  INVALID_OPENING_QUOTE:
    'a cell holds a quote ("). Put the whole cell in quotes and double the quotes inside it.',
  CSV_INVALID_CLOSING_QUOTE:
    'a quoted cell goes on after its closing quote. Double the quotes inside it.',
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed.',
}

const LINE_BREAK = /\r\n|\r|\n/g

function countLineBreaks(text: string) {
  return text.match(LINE_BREAK)?.length ?? 0
}

/**
 * Reads an RFC 4180 file (quoted fields, doubled quotes, commas and line
 * breaks inside quotes, CRLF, LF or CR line ends, an optional UTF-8 BOM),
 * its cells separated by commas or, as `separatorOf` finds, semicolons.
 * The first non-empty record is the header. Empty lines and rows whose cells
 * are all blank are skipped; rows keep their own cell count, so a row with
 * too many or too few cells is reported by the caller, not fatal here.
 *
 * Line numbers are counted from the raw text of each record, because
 * csv-parse's own `lines` counts CRLF inside quoted fields twice.
 */
export async function parseCsv(input: Buffer | string): Promise<ParsedCsv> {
  let text: string
  try {
    text =
      typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input)
  } catch {
    throw new CsvFormatError('The file is not UTF-8 text. Save it as “CSV UTF-8” and try again.')
  }
  // No text holds U+0000 (UTF-16 files do), and PostgreSQL cannot store it.
  if (text.includes('\0')) {
    throw new CsvFormatError('The file holds NUL characters. Save it as “CSV UTF-8” and try again.')
  }

  let records: { record: string[]; raw: string }[]
  try {
    records = await readRecords(text, separatorOf(text))
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines
      throw new CsvFormatError(
        `The file is not valid CSV near line ${line}: ${QUOTE_PROBLEMS[error.code] ?? error.message}`,
        line
      )
    }
    throw error
  }

  let linesBefore = 0
  let header: string[] | undefined
  const rows: CsvRecord[] = []
  for (const { record, raw } of records) {
    const leading = raw.match(/^(?:\r\n|\r|\n)*/)![0]
    const line = linesBefore + countLineBreaks(leading) + 1
    linesBefore += countLineBreaks(raw)
    if (record.every((cell) => cell.trim() === '')) continue
    if (!header) header = record
    else rows.push({ line, cells: record })
  }
  if (!header)
    throw new CsvFormatError('The file is empty: it needs a header row naming the columns.')
  return { header, rows }
}

/**
 * The separator of the file's cells, read from its header row: `;` where
 * the header holds more semicolons than commas (what a spreadsheet writes
 * where the comma is the decimal mark, and what our exports write there),
 * else `,`. Quoted text does not count.
 */
export function separatorOf(text: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  let started = false
  // Read in place, up to the header's end: a 5 MB file is not copied to find its separator.
  for (const char of text) {
    const lineBreak = char === '\n' || char === '\r'
    if (!started) {
      started = !lineBreak && char !== '\ufeff'
      if (!started) continue
    }
    if (char === '"') quoted = !quoted
    else if (quoted) continue
    else if (char === ',') commas++
    else if (char === ';') semicolons++
    else if (lineBreak) break
  }
  return semicolons > commas ? ';' : ','
}

/** Characters handed to the parser between two turns of the event loop. */
const SLICE = 16 * 1024

/**
 * Parses in slices, letting other requests run in between: a 5 MB file
 * parsed at once holds the whole server for about a second.
 */
async function readRecords(text: string, delimiter: ',' | ';') {
  const parser: Parser = parse({
    delimiter,
    bom: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  })
  const records: { record: string[]; raw: string }[] = []
  let failure: unknown
  parser.on('readable', () => {
    let record
    while ((record = parser.read()) !== null) records.push(record)
  })
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve)
    parser.on('error', (error) => {
      failure = error
      reject(error)
    })
  })
  for (let offset = 0; offset < text.length && failure === undefined; offset += SLICE) {
    parser.write(text.slice(offset, offset + SLICE))
    await nextTurn()
  }
  if (failure === undefined) parser.end()
  await finished
  return records
}
