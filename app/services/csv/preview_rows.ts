import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import type { ImportRow } from '#models/csv_import'
import { turnTaker } from '#support/turns'

const gzipAsync = promisify(gzip)
const gunzipAsync = promisify(gunzip)

/**
 * The valid rows of a preview, kept for its confirmation: JSON compressed
 * off the event loop, so a 100,000-row preview stores about a tenth of its
 * JSON and never holds the server while it is written.
 */
export async function packRows(rows: ImportRow[]): Promise<Buffer> {
  const takeTurn = turnTaker()
  const parts: string[] = []
  for (const row of rows) {
    parts.push(JSON.stringify(row))
    await takeTurn()
  }
  return gzipAsync(`[${parts.join(',')}]`)
}

export async function unpackRows<Row = Record<string, unknown>>(
  packed: Buffer
): Promise<ImportRow<Row>[]> {
  const json = await gunzipAsync(packed)
  return JSON.parse(json.toString('utf8'))
}
