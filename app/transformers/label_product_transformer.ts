import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { SYMBOLOGY_NAMES } from '#common/barcode'
import { barcodeGeometry } from '#services/labels/barcodes'

/** A product as the label page draws it: price in minor units, its barcode's bars. */
export default class LabelProductTransformer extends BaseTransformer<Product> {
  toObject() {
    const product = this.resource
    const geometry = barcodeGeometry(product.barcode)
    return {
      id: product.id,
      name: product.name,
      sku: product.sku,
      price: product.price,
      barcode: product.barcode,
      symbology: geometry ? SYMBOLOGY_NAMES[geometry.symbology] : null,
      geometry,
    }
  }
}
