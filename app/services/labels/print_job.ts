import Product from '#models/product'
import StockReceipt from '#models/stock_receipt'
import type { BranchScope } from '#services/platform/branch_scope'
import type Setting from '#models/setting'
import { barcodeGeometry } from './barcodes.js'
import { findTemplate, type LabelField } from '#common/labels/templates'
import { formatMoney } from '#common/money'
import type { LabelJob } from './pdf.js'

/** How many products one search offers. */
export const LABEL_SEARCH_LIMIT = 20

/** Active products with these ids, in the order asked for; unknown or archived ones are left out. */
async function activeProductsByIds(ids: number[]) {
  if (ids.length === 0) return []
  const products = await Product.query()
    .apply((scopes) => scopes.active())
    .whereIn('id', ids)
  const byId = new Map(products.map((product) => [product.id, product]))
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? [])
}

/**
 * What the label page opens with: the active products of `products`, or
 * those of a stock receipt of the scope (404 otherwise) with the units each
 * line brought in, and how many asked-for products were not found.
 */
export async function labelPagePicks(
  query: { products?: number[]; receipt?: number },
  scope: BranchScope
) {
  let ids = query.products ?? []
  let receipt: StockReceipt | null = null
  const received = new Map<number, number>()
  if (query.receipt !== undefined) {
    receipt = await scope.findOrFail(StockReceipt, query.receipt)
    await receipt.load('lines', (lines) => lines.orderBy('id'))
    for (const line of receipt.lines) {
      received.set(line.productId, (received.get(line.productId) ?? 0) + line.quantity)
    }
    ids = [...received.keys()]
  }
  const picked = await activeProductsByIds(ids)
  return { picked, received, receipt, notFound: new Set(ids).size - picked.length }
}

export interface LabelJobInput {
  template: string
  items: { product: number; count: number }[]
  fields: LabelField[]
  top?: number
  left?: number
  start?: number
}

/** A validated print request turned into what the PDF renderer draws. */
export async function buildLabelJob(input: LabelJobInput, settings: Setting): Promise<LabelJob> {
  const found = await activeProductsByIds(input.items.map((item) => item.product))
  const products = new Map(found.map((product) => [product.id, product]))
  return {
    template: findTemplate(input.template)!,
    items: input.items.flatMap(({ product: id, count }) => {
      const product = products.get(id)
      if (!product) return []
      return {
        count,
        product: {
          id,
          name: product.name,
          sku: product.sku,
          price: formatMoney(product.price, settings.currency, settings.locale),
          barcode: barcodeGeometry(product.barcode),
        },
      }
    }),
    fields: input.fields,
    offsets: { top: input.top ?? 0, left: input.left ?? 0 },
    start: input.start ?? 1,
  }
}
