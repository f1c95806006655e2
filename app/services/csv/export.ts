import { Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { HttpResponse } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Setting from '#models/setting'
import {
  CSV_CONTENT_TYPE,
  type CsvColumn,
  csvFilename,
  csvHead,
  csvRecords,
} from '#services/csv/writer'
import { csvFormatFor, type CsvFormat } from '#common/csv_format'

/**
 * Rows read and written between two turns of the event loop: about 3 ms of
 * work. A page someone opens meanwhile needs a score of turns, so it waits
 * that many chunks; 200-row chunks (11 ms each) made it wait a quarter of a
 * second.
 */
export const EXPORT_CHUNK_ROWS = 50

/**
 * Sends every row of a list query as a CSV download, streamed in chunks.
 * The ids are read first, in the list's order (one narrow query), then the
 * rows chunk by chunk: a 100,000-row export never holds the whole file in
 * memory, and other requests are served between chunks instead of waiting
 * seconds for it. Numbers and cells are written as the shop's locale reads them.
 */
export function streamCsv<Model extends LucidModel>(
  response: HttpResponse,
  filename: string,
  columns: CsvColumn<InstanceType<Model>>[],
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  format: CsvFormat
) {
  response.header('Content-Type', CSV_CONTENT_TYPE)
  response.header('Content-Disposition', `attachment; filename="${filename}"`)
  response.stream(Readable.from(csvChunks(columns, query, format)))
}

type RowKey = Record<string, string | number>

async function* csvChunks<Model extends LucidModel>(
  columns: CsvColumn<InstanceType<Model>>[],
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  format: CsvFormat
) {
  const key = query.model.primaryKey
  const table = query.model.table
  const rows = await query.clone().clearSelect().select(`${table}.${key}`).pojo<RowKey>()
  const ids = rows.map((row) => row[key])
  yield csvHead(columns, format)
  for (let start = 0; start < ids.length; start += EXPORT_CHUNK_ROWS) {
    await nextTurn()
    const chunk = ids.slice(start, start + EXPORT_CHUNK_ROWS)
    yield csvRecords(columns, await query.clone().whereIn(`${table}.${key}`, chunk), format)
  }
}

/**
 * A list page's CSV export: the list's query as the page filters it, named
 * `<name>-<shop's date>.csv`, money in the shop's currency and times in its
 * time zone, cells as its locale reads them. Every list export goes through
 * here, so they name, format and stream their files alike.
 */
export function exportList<Model extends LucidModel>(
  response: HttpResponse,
  name: string,
  settings: Pick<Setting, 'currency' | 'businessTimezone' | 'locale'>,
  columns: (currency: string, timezone: string) => CsvColumn<InstanceType<Model>>[],
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>
) {
  streamCsv(
    response,
    csvFilename(name, settings.businessTimezone),
    columns(settings.currency, settings.businessTimezone),
    query,
    csvFormatFor(settings.locale)
  )
}
