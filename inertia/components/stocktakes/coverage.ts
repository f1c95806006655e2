import type { Data } from '~generated/data'

/** What a stocktake covers, in words: the whole branch, its categories, or a cycle count. */
export function coverageLabel(stocktake: Pick<Data.Stocktake, 'coverage' | 'categories'>) {
  if (stocktake.coverage === 'branch') return 'Whole branch'
  if (stocktake.coverage === 'categories') return `Categories: ${stocktake.categories.join(', ')}`
  return 'Chosen products (cycle count)'
}
