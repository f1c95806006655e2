import type Order from '#models/order'
import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'
import CounterProductTransformer from '#transformers/counter_product_transformer'
import CustomerChoiceTransformer from '#transformers/customer_choice_transformer'

/**
 * A parked sale as the counter's cart: its key, so completing it completes
 * this draft. `customer` and `lines` must be loaded; `products` holds each
 * line's product with what the draft's branch holds of it.
 */
export default class DraftCartTransformer extends BaseTransformer<Order> {
  constructor(
    resource: Order,
    protected products: Map<number, Product>
  ) {
    super(resource)
  }

  toObject() {
    const draft = this.resource
    return {
      id: draft.id,
      key: draft.idempotencyKey,
      branchId: draft.branchId,
      customer: draft.customer ? new CustomerChoiceTransformer(draft.customer).toObject() : null,
      note: draft.note,
      orderDiscount: draft.orderDiscountKind
        ? { kind: draft.orderDiscountKind, value: draft.orderDiscountValue! }
        : null,
      lines: draft.lines.map((line) => {
        const product = this.products.get(line.productId)!
        return {
          product: new CounterProductTransformer(product).toObject(),
          quantity: line.quantity,
          // The product's own price is sent as null: the cart shows it as not overridden.
          unitPrice: line.unitPrice === product.price ? null : line.unitPrice,
          discount: line.discountKind
            ? { kind: line.discountKind, value: line.discountValue! }
            : null,
        }
      }),
    }
  }
}
