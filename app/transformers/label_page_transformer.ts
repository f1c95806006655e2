import type Product from '#models/product'
import type StockReceipt from '#models/stock_receipt'
import { BaseTransformer } from '@adonisjs/core/transformers'
import LabelProductTransformer from '#transformers/label_product_transformer'
import StockReceiptRefTransformer from '#transformers/stock_receipt_ref_transformer'
import {
  DEFAULT_TEMPLATE_ID,
  LABEL_FIELDS,
  LABEL_TEMPLATES,
  MAX_LABELS_PER_JOB,
  MAX_LABELS_PER_PRODUCT,
  MAX_PRODUCTS_PER_JOB,
} from '#common/labels/templates'

/**
 * The label page's props: the picked products with the labels each starts
 * with (1, or the units the receipt brought in), the receipt it was opened
 * from, the templates, fields and limits.
 */
export default class LabelPageTransformer extends BaseTransformer<{
  picked: Product[]
  received: Map<number, number>
  receipt: StockReceipt | null
  notFound: number
}> {
  toObject() {
    const { picked, received, receipt, notFound } = this.resource
    return {
      picked: picked.map((product) => new LabelProductTransformer(product).toObject()),
      counts: picked.map((product) => received.get(product.id) ?? 1),
      receipt: receipt ? new StockReceiptRefTransformer(receipt).toObject() : null,
      notFound,
      templates: [...LABEL_TEMPLATES],
      defaultTemplate: DEFAULT_TEMPLATE_ID,
      fields: [...LABEL_FIELDS],
      limits: {
        perProduct: MAX_LABELS_PER_PRODUCT,
        perJob: MAX_LABELS_PER_JOB,
        products: MAX_PRODUCTS_PER_JOB,
      },
    }
  }
}
