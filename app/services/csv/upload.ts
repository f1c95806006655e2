import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { HttpRequest } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'

/** Largest CSV file an import accepts. */
export const CSV_MAX_SIZE = '5mb'

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
 * Receives the CSV file of an import request into memory. The body parser
 * processes no multipart body by itself (config/bodyparser.ts), so this runs
 * only in an import action: after sign-in, CSRF and the permission check, and
 * never writes the file to disk, where it would outlive the request with
 * customers' personal data in it. Other parts of the body are drained unread.
 */
export async function receiveCsvUpload(request: HttpRequest, field = 'file'): Promise<CsvUpload> {
  if (!request.is(['multipart/form-data'])) return readCsvUpload(null)
  request.multipart.onFile(
    field,
    { size: CSV_MAX_SIZE, extnames: ['csv'] },
    async (part, report) => {
      const chunks: Buffer[] = []
      // Every chunk is reported first, so the size limit stops the stream as it is passed.
      part.pause()
      part.on('data', report)
      await pipeline(
        part,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk)
            done()
          },
        })
      )
      return { content: Buffer.concat(chunks) }
    }
  )
  await request.multipart.process()
  return readCsvUpload(request.file(field))
}

/** Checks a received file and says in plain words why it was refused. */
function readCsvUpload(file: MultipartFile | null): CsvUpload {
  if (!file) return { error: 'Choose a CSV file to import.' }
  const problem = file.errors[0]
  if (problem?.type === 'size') {
    return { error: `The file is too large: the limit is 5 MB. Split it and import each part.` }
  }
  if (problem?.type === 'extname') return { error: 'Choose a .csv file.' }
  if (problem) return { error: 'The file could not be received. Try again.' }
  const type = `${file.type}/${file.subtype}`
  if (file.type && !CSV_TYPES.has(type)) return { error: 'Choose a .csv file.' }
  if (file.clientName.includes('\0')) return { error: 'Rename the file: its name holds a NUL.' }
  const content = file.meta.content
  if (!Buffer.isBuffer(content)) return { error: 'The file could not be received. Try again.' }
  return { content, filename: file.clientName }
}
