import type { BarcodeGeometry } from '#common/labels/layout'

/** A product as the label page receives it (LabelProductTransformer). */
export interface LabelProduct {
  id: number
  name: string
  sku: string
  price: number
  barcode: string | null
  symbology: string | null
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
