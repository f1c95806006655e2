import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import { lookUpProducts } from '#services/catalogue/product_lookup'
import Stocktake, { type StocktakeFilters, type STOCKTAKE_ORDERS } from '#models/stocktake'
import type { BranchScope } from '#services/platform/branch_scope'
import StocktakeCount from '#models/stocktake_count'
import StocktakeLine from '#models/stocktake_line'
import { paginate } from '#support/pagination'
import type Setting from '#models/setting'
import { varianceTotals } from '#common/stocktakes'
import { productsByCode, type CountImportRow } from '#services/stocktakes/count_import'

/** Products a lookup by words offers, besides an exact barcode or SKU. */
const LOOKUP_LIMIT = 10

/** Entries the counting page lists, newest first. */
const RECENT_ENTRIES = 20

/** The stocktake `id` within the user's branches; another branch's is not found (404). */
export async function stocktakeInScope(scope: Promise<BranchScope> | BranchScope, id: unknown) {
  const branches = await scope
  return branches.findOrFail(Stocktake, id)
}

/** The stocktake with who took each step, as its page shows them. */
export async function withHistory(stocktake: Stocktake) {
  await stocktake.load((loader) =>
    loader.load('branch').load('creator').load('starter').load('poster').load('canceller')
  )
  return stocktake
}

/** The stocktakes list within the scope: filtered, sorted, with the branch, the author and the lines counted. */
export function stocktakeList(
  scope: BranchScope,
  filters: StocktakeFilters & { sort?: keyof typeof STOCKTAKE_ORDERS }
) {
  return scope
    .restrict(Stocktake.query())
    .apply((scopes) => {
      scopes.filtered(filters)
      scopes.sortedBy(filters.sort)
    })
    .preload('branch')
    .preload('creator')
    .withCount('lines')
    .withCount('lines', (lines) => lines.whereNotNull('counted').as('counted_count'))
}

/** Products of the stocktake's lines, as the counting page's scan field reads them. */
function linesProducts(stocktake: Stocktake) {
  return Product.query().whereIn(
    'products.id',
    StocktakeLine.query().where('stocktake_id', stocktake.id).select('product_id')
  )
}

/**
 * What a scan or a search finds among the products the stocktake covers:
 * the product with that barcode or SKU, or those whose words match. A code
 * of a product outside the count finds nothing, so nothing is counted on it.
 */
export function countableProducts(stocktake: Stocktake, search: string) {
  // An archived product still on the shelf is counted like any other.
  return lookUpProducts(() => linesProducts(stocktake), search, {
    limit: LOOKUP_LIMIT,
    withArchived: true,
  })
}

/** How far the count has gone: lines in all, lines counted at least once. */
export async function countProgress(stocktake: Stocktake) {
  const [row] = await StocktakeLine.query()
    .where('stocktake_id', stocktake.id)
    .count('* as lines')
    .count('counted as counted_lines')
  return { lines: Number(row.$extras.lines), counted: Number(row.$extras.counted_lines) }
}

/** The latest count entries, with their product and author. */
export function recentEntries(stocktake: Stocktake) {
  return StocktakeCount.query()
    .whereIn(
      'stocktake_line_id',
      StocktakeLine.query().where('stocktake_id', stocktake.id).select('id')
    )
    .preload('user')
    .preload('line', (line) => line.preload('product'))
    .orderBy('id', 'desc')
    .limit(RECENT_ENTRIES)
}

/**
 * The variance report: counted lines by the largest loss at cost first, a
 * page at a time; the lines nobody counted apart; and the totals over
 * every line, in money and as a share of the stock's value. Until a
 * whole-branch count is posted, the totals are given both ways: uncounted
 * products kept as they are, and made zero.
 */
export async function varianceReport(
  stocktake: Stocktake,
  pages: { page?: number; uncounted_page?: number }
) {
  const counted = await paginate(
    StocktakeLine.query()
      .where('stocktake_id', stocktake.id)
      .whereNotNull('counted')
      .preload('product')
      .orderByRaw('(counted - expected) * COALESCE(unit_cost, 0) ASC')
      .orderByRaw('(counted - expected) ASC')
      .orderBy('id'),
    pages.page
  )
  const uncounted = await paginate(
    StocktakeLine.query()
      .where('stocktake_id', stocktake.id)
      .whereNull('counted')
      .preload('product')
      .orderBy('id'),
    pages.uncounted_page
  )
  const figures = await StocktakeLine.query()
    .where('stocktake_id', stocktake.id)
    .select('expected', 'counted', 'unit_cost')
    .pojo<{
      expected: number | string
      counted: number | string | null
      unit_cost: number | string | null
    }>()
  const lines = figures.map((line) => ({
    expected: Number(line.expected),
    counted: line.counted === null ? null : Number(line.counted),
    unitCost: Number(line.unit_cost ?? 0),
  }))
  const zeroable = stocktake.coverage === 'branch' && stocktake.status !== 'posted'
  return {
    counted,
    uncounted,
    totals: varianceTotals(lines, stocktake.uncounted ?? 'keep'),
    totalsIfZeroed: zeroable ? varianceTotals(lines, 'zero') : null,
  }
}

/** A count entry of the stocktake by id; another stocktake's entry is not found (404). */
export function entryOf(stocktake: Stocktake, id: unknown) {
  return StocktakeCount.query()
    .where('id', Number(id))
    .whereIn(
      'stocktake_line_id',
      StocktakeLine.query().where('stocktake_id', stocktake.id).select('id')
    )
    .firstOrFail()
}

/** A line of the stocktake by id; another stocktake's line is not found (404). */
export function lineOf(stocktake: Stocktake, id: unknown) {
  return StocktakeLine.query()
    .where('id', Number(id))
    .where('stocktake_id', stocktake.id)
    .firstOrFail()
}

/** The lines a count sheet lists, by category (none last), then name. */
async function countSheetLines(stocktake: Stocktake) {
  const lines = await StocktakeLine.query()
    .where('stocktake_lines.stocktake_id', stocktake.id)
    .join('products', 'products.id', 'stocktake_lines.product_id')
    .orderByRaw('CASE WHEN products.category IS NULL THEN 1 ELSE 0 END')
    .orderBy('products.category')
    .orderBy('products.name')
    .orderBy('products.id')
    .select('stocktake_lines.*')
    .preload('product')
  return lines
}

/** A count sheet's content, as the PDF prints it. */
export interface CountSheet {
  number: string
  branch: string
  coverage: string
  startedAt: string | null
  timezone: string
  locale: string
  /** Whether the sheet prints what the branch held: never on a blind count. */
  withExpected: boolean
  lines: {
    category: string | null
    name: string
    sku: string
    barcode: string | null
    expected: number
  }[]
}

/** What the count sheet prints of a stocktake being counted; the expected figures only when shown. */
export async function countSheetOf(
  stocktake: Stocktake,
  withExpected: boolean,
  settings: Pick<Setting, 'businessTimezone' | 'locale'>
): Promise<CountSheet> {
  await stocktake.load('branch')
  const lines = await countSheetLines(stocktake)
  return {
    number: stocktake.number,
    branch: stocktake.branch.name,
    coverage:
      stocktake.coverage === 'branch'
        ? 'Whole branch'
        : stocktake.coverage === 'categories'
          ? (stocktake.categories ?? []).join(', ')
          : 'Chosen products',
    startedAt: stocktake.startedAt?.toISO() ?? null,
    timezone: settings.businessTimezone,
    locale: settings.locale,
    withExpected,
    lines: lines.map((line) => ({
      category: line.product.category,
      name: line.product.name,
      sku: line.product.sku,
      barcode: line.product.barcode,
      expected: line.expected ?? 0,
    })),
  }
}

/**
 * Names the product each shown row of a count import adds to, and what its
 * line holds now (a product of the count whose code changed since shows none).
 */
export async function importedProductNames(stocktake: Stocktake, rows: { row: CountImportRow }[]) {
  const products = await productsByCode(
    stocktake,
    rows.map(({ row }) => row.code),
    db.connection()
  )
  return <Shown extends { row: CountImportRow }>(shown: Shown) => {
    const product = products.get(shown.row.code)
    return {
      ...shown,
      row: { ...shown.row, product: product?.name ?? null, counted: product?.counted ?? null },
    }
  }
}
