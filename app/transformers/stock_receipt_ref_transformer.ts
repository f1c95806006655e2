import type StockReceipt from '#models/stock_receipt'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A stock receipt as a link to it: its id and number. */
export default class StockReceiptRefTransformer extends BaseTransformer<StockReceipt> {
  toObject() {
    return { id: this.resource.id, number: this.resource.number }
  }
}
