import type QuickKeyPage from '#models/quick_key_page'
import { BaseTransformer } from '@adonisjs/core/transformers'
import QuickKeyProductTransformer from '#transformers/quick_key_product_transformer'

/**
 * A quick-key page as its manager arranges it (keys and products
 * preloaded), an archived product's key included so it can be removed.
 */
export default class QuickKeyPageTransformer extends BaseTransformer<QuickKeyPage> {
  toObject() {
    const page = this.resource
    return {
      id: page.id,
      name: page.name,
      keys: page.keys.map((key) => ({
        label: key.label,
        colour: key.colour,
        product: new QuickKeyProductTransformer(key.product).toObject(),
      })),
    }
  }
}
