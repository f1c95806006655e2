import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import type { ImportDefinition, RowCheck, RowOutcome } from '#services/csv/import'
import { recordCount } from '#services/stocktakes/record_count'
import { readCountCell } from '#common/stocktakes'
import { MAX_COUNTED_QUANTITY, MAX_COUNT_IMPORT_ROWS } from '#common/limits'

/** One line of a handheld's file: the code it scanned and the units found. */
export interface CountImportRow extends Record<string, unknown> {
  code: string
  quantity: number
}

/** Longest code a row may carry: SKUs and barcodes are shorter. */
const MAX_CODE_LENGTH = 64

/** Codes per lookup statement, well inside SQLite's bound on parameters. */
const CODES_PER_QUERY = 400

export function checkCountRow(cells: Record<string, string>): RowCheck<CountImportRow> {
  const errors: string[] = []
  const code = cells.code.trim()
  if (code === '') errors.push('code: Enter the SKU or barcode counted.')
  else if (code.length > MAX_CODE_LENGTH) {
    errors.push(`code: At most ${MAX_CODE_LENGTH} characters: no SKU or barcode is longer.`)
  }
  const quantity = readCountCell(cells.quantity, MAX_COUNTED_QUANTITY)
  if ('error' in quantity) errors.push(`quantity: ${quantity.error}`)
  if (errors.length > 0 || 'error' in quantity) return { errors }
  return { row: { code, quantity: quantity.quantity } }
}

interface CountedProduct {
  productId: number
  name: string
  counted: number
}

/**
 * The products of the stocktake that the codes name: by barcode first, as
 * the scan field finds them, then by SKU whatever its case. In a
 * transaction the lines are read as they stand at that moment.
 */
export async function productsByCode(
  stocktake: Stocktake,
  codes: string[],
  client: QueryClientContract
) {
  const found = new Map<string, CountedProduct>()
  const distinct = [...new Set(codes)]
  for (let start = 0; start < distinct.length; start += CODES_PER_QUERY) {
    const chunk = distinct.slice(start, start + CODES_PER_QUERY)
    const rows = await client
      .from('stocktake_lines')
      .join('products', 'products.id', 'stocktake_lines.product_id')
      .where('stocktake_lines.stocktake_id', stocktake.id)
      .where((match) => {
        match
          .whereIn('products.barcode', chunk)
          .orWhereIn(client.raw('LOWER(products.sku)'), chunk.map(lower))
      })
      .select('products.id', 'products.name', 'products.sku', 'products.barcode')
      .select('stocktake_lines.counted')
      .orderBy('products.id')
    const bySku = new Map<string, CountedProduct>()
    for (const row of rows) {
      const product = { productId: Number(row.id), name: row.name, counted: Number(row.counted) }
      if (row.barcode && !found.has(row.barcode)) found.set(row.barcode, product)
      if (!bySku.has(lower(row.sku))) bySku.set(lower(row.sku), product)
    }
    for (const code of chunk) {
      const product = bySku.get(lower(code))
      if (!found.has(code) && product) found.set(code, product)
    }
  }
  return found
}

function lower(code: string) {
  return code.toLowerCase()
}

/**
 * Each row against the stocktake as it stands: the product of the count it
 * names, or why not; and a product whose rows would take its line past any
 * shelf's bound is refused on every row of it. Rows always add counts, so
 * the plan is "new" and stays the same while others keep scanning.
 */
async function planCounts(
  stocktake: Stocktake,
  rows: CountImportRow[],
  client: QueryClientContract
): Promise<RowOutcome[]> {
  const products = await productsByCode(
    stocktake,
    rows.map((row) => row.code),
    client
  )
  const added = new Map<number, number>()
  for (const row of rows) {
    const product = products.get(row.code)
    if (product) added.set(product.productId, (added.get(product.productId) ?? 0) + row.quantity)
  }
  return rows.map((row) => {
    const product = products.get(row.code)
    if (!product) {
      return {
        errors: [
          `code: No product of ${stocktake.number} has the SKU or barcode “${row.code}”. Count only what it covers.`,
        ],
      }
    }
    const total = product.counted + added.get(product.productId)!
    if (total > MAX_COUNTED_QUANTITY) {
      return {
        errors: [
          `quantity: ${product.name} would reach ${total.toLocaleString('en-US')} units, more than any shelf holds (at most ${MAX_COUNTED_QUANTITY.toLocaleString('en-US')}).`,
        ],
      }
    }
    return { plan: { id: null, changes: {} } }
  })
}

/**
 * Adds the rows as counts, one entry per product with the units of all its
 * rows, each through the same conditional increment as a scan, so the
 * import and the people scanning meanwhile all add up. A stocktake no
 * longer being counted refuses the first and the import rolls back whole.
 */
async function addCounts(
  stocktake: Stocktake,
  rows: CountImportRow[],
  actor: Actor,
  trx: TransactionClientContract
) {
  const products = await productsByCode(
    stocktake,
    rows.map((row) => row.code),
    trx
  )
  const added = new Map<number, number>()
  for (const row of rows) {
    const productId = products.get(row.code)!.productId
    added.set(productId, (added.get(productId) ?? 0) + row.quantity)
  }
  for (const [productId, quantity] of [...added].sort(([a], [b]) => a - b)) {
    await recordCount(stocktake, { productId, quantity, source: 'import' }, actor, trx)
  }
}

/**
 * How the generic CSV import reads a handheld's file of counts into one
 * stocktake: a code (SKU or barcode) and a quantity per row; a code may
 * repeat, one row per scan.
 */
export function countImport(stocktake: Stocktake, actor: Actor): ImportDefinition<CountImportRow> {
  return {
    kind: `stocktake-counts:${stocktake.id}`,
    auditAction: 'stocktake.counts_imported',
    auditSubject: { type: 'stocktake', id: stocktake.id, branchId: stocktake.branchId },
    maxRows: MAX_COUNT_IMPORT_ROWS,
    columns: [
      {
        key: 'code',
        header: 'code',
        required: true,
        aliases: ['sku', 'barcode', 'sku or barcode', 'ean', 'upc', 'item', 'item code'],
      },
      {
        key: 'quantity',
        header: 'quantity',
        required: true,
        aliases: ['qty', 'count', 'counted', 'units'],
      },
    ],
    validateRow: async (cells) => checkCountRow(cells),
    uniqueFields: [],
    table: 'stocktake_lines',
    subjectType: 'stocktake',
    updateAuditAction: 'stocktake.counts_imported',
    planRows: (rows, _fields, client) => planCounts(stocktake, rows, client),
    insertRows: (rows, trx) => addCounts(stocktake, rows, actor, trx),
  }
}
