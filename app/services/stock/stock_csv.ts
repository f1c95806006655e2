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
    { header: 'Product', value: (product) => product.name },
    { header: 'SKU', value: (product) => product.sku },
    { header: 'Barcode', value: (product) => product.barcode },
    { header: 'Category', value: (product) => product.category },
    ...branches.map((branch) => ({
      header: `On hand ${branch.code}`,
      value: (product: Product) => Number(product.$extras[`branch_${branch.id}`]),
    })),
    { header: 'On hand', value: onHand },
    { header: 'In transit', value: (product) => Number(product.$extras.in_transit) },
    { header: 'Reorder at', value: (product) => product.reorderLevel },
    ...(withCost
      ? [
          {
            header: 'Cost',
            value: (product: Product) =>
              product.cost === null ? null : { decimal: minorToDecimal(product.cost, currency) },
          },
          {
            header: 'Value at cost',
            value: (product: Product) =>
              product.cost === null
                ? null
                : {
                    decimal: minorToDecimal(Math.max(onHand(product), 0) * product.cost, currency),
                  },
          },
        ]
      : []),
  ]
}
