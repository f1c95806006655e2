import type { BarcodeGeometry } from '#common/labels/layout'
import type { Data } from '~generated/data'

/**
 * A product as the label page receives it (LabelProductTransformer). The
 * serialised type widens the bars' and digits' tuples to arrays: the
 * geometry keeps its shared shape from #common.
 */
export type LabelProduct = Omit<Data.LabelProduct, 'geometry'> & {
  geometry: BarcodeGeometry | null
}

/** One product of the print job, with its number of labels as typed (checked before use). */
export interface LabelLine {
  product: LabelProduct
  count: string
}

/** The server's limits on one print job. */
export interface LabelLimits {
  perProduct: number
  perJob: number
  products: number
}
