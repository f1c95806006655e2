import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Says what refers to a product ("stock movements", "order lines"), or null.
 * Stock, orders and transfers each add their check to `productReferenceChecks`.
 */
export type ProductReferenceCheck = (
  productId: number,
  client: QueryClientContract
) => Promise<string | null>

export const productReferenceChecks: ProductReferenceCheck[] = []

/**
 * What refers to the product. A referenced product is deactivated, never
 * deleted (DESIGN.md section 2).
 */
export async function productReferences(productId: number, client: QueryClientContract) {
  const found: string[] = []
  for (const check of productReferenceChecks) {
    const what = await check(productId, client)
    if (what) found.push(what)
  }
  return found
}
