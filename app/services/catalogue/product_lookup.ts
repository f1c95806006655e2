import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Product from '#models/product'

/** The products a screen may add, as a fresh query each time it is asked (a branch's stock, a count's lines). */
export type ProductSource = () => ModelQueryBuilderContract<typeof Product, Product>

/** What a scan or a typed search finds. */
export interface ProductLookup {
  /** The product whose barcode or SKU is exactly the code: a scanner adds it at once. */
  exact: Product | null
  /** The name of a product the code belongs to that may not be added here (archived). */
  archived: string | null
  /** Otherwise the products whose words match, to choose from. */
  products: Product[]
}

/** Every product, as a screen that may add only active ones asks it. */
export const allProducts: ProductSource = () => Product.query().select('products.*')

/**
 * The one rule of every scan field: an exact barcode or SKU is the product
 * (archived ones are named, never added, unless the screen counts what is
 * on the shelf: `withArchived`); anything else searches the products by
 * name, SKU or barcode, by name.
 */
export async function lookUpProducts(
  source: ProductSource,
  search: string,
  { limit, withArchived = false }: { limit: number; withArchived?: boolean }
): Promise<ProductLookup> {
  const exact = await source()
    .apply((scopes) => scopes.scannedCode(search))
    .first()
  if (exact && !exact.isActive && !withArchived) {
    return { exact: null, archived: exact.name, products: [] }
  }
  if (exact) return { exact, archived: null, products: [] }
  const products = await source()
    .if(!withArchived, (query) => query.where('products.is_active', true))
    .apply((scopes) => scopes.search(search))
    .orderBy('products.name')
    .orderBy('products.id')
    .limit(limit)
  return { exact: null, archived: null, products }
}

/** A lookup as the scan field reads it, each product shaped by the screen's transformer. */
export function lookupJson<Shape>(found: ProductLookup, shape: (product: Product) => Shape) {
  return {
    exact: found.exact ? shape(found.exact) : null,
    archived: found.archived,
    products: found.products.map(shape),
  }
}
