import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A product as a till keeps it to sell offline: what a scan or a search
 * finds it by, its price and tax rate, whether it may be sold (an archived
 * one is kept so the scan says why not) and what the branch held when the
 * page was read (`$extras.on_hand`).
 */
export default class OfflineProductTransformer extends BaseTransformer<Product> {
  toObject() {
    const product = this.resource
    const onHand = product.$extras.on_hand
    return {
      id: product.id,
      sku: product.sku,
      barcode: product.barcode,
      name: product.name,
      unit: product.unit,
      price: product.price,
      taxRateBasisPoints: product.taxRateBp,
      sellable: product.isActive,
      stock: onHand === null || onHand === undefined ? 0 : Number(onHand),
    }
  }
}
