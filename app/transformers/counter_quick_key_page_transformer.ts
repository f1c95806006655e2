import type QuickKeyPage from '#models/quick_key_page'
import { BaseTransformer } from '@adonisjs/core/transformers'
import CounterProductTransformer from '#transformers/counter_product_transformer'

/** A quick-key page as the counter's tabs show it: each key's product as a scan would add it. */
export default class CounterQuickKeyPageTransformer extends BaseTransformer<QuickKeyPage> {
  toObject() {
    const page = this.resource
    return {
      id: page.id,
      name: page.name,
      keys: page.keys.map((key) => ({
        id: key.id,
        label: key.label,
        colour: key.colour,
        product: new CounterProductTransformer(key.product).toObject(),
      })),
    }
  }
}
