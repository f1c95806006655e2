import type Product from '#models/product'
import type { CsvColumn } from '#services/csv/writer'
import { minorToDecimal } from '#common/money'

/**
 * The stocks export's columns, for the branches the list shows (each by its
 * code, from `$extras.branch_<id>`, which `stockListQuery` selects with
 * `perBranch`): on hand per branch and in all, in transit, the reorder
 * level, and, with `products.view_cost`, cost and value at cost.
 */
export function stockExportColumns(
  branches: readonly { id: number; code: string }[],
  currency: string,
  withCost: boolean
): CsvColumn<Product>[] {
  const onHand = (product: Product) => Number(product.$extras.on_hand)
  return [
    { header: 'name', value: (product) => product.name },
    { header: 'sku', value: (product) => product.sku },
    { header: 'barcode', value: (product) => product.barcode },
    { header: 'category', value: (product) => product.category },
    ...branches.map((branch) => ({
      header: `on_hand_${branch.code}`,
      value: (product: Product) => Number(product.$extras[`branch_${branch.id}`]),
    })),
    { header: 'on_hand', value: onHand },
    { header: 'in_transit', value: (product) => Number(product.$extras.in_transit) },
    { header: 'reorder_level', value: (product) => product.reorderLevel },
    ...(withCost
      ? [
          {
            header: 'cost',
            value: (product: Product) =>
              product.cost === null ? null : minorToDecimal(product.cost, currency),
          },
          {
            header: 'value',
            value: (product: Product) =>
              product.cost === null
                ? null
                : minorToDecimal(Math.max(onHand(product), 0) * product.cost, currency),
          },
        ]
      : []),
  ]
}
