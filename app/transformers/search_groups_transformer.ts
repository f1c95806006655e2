import { BaseTransformer } from '@adonisjs/core/transformers'
import type { GlobalSearchResults } from '#services/shop/global_search'
import CustomerSearchResultTransformer from '#transformers/customer_search_result_transformer'
import ProductSearchResultTransformer from '#transformers/product_search_result_transformer'
import OrderSearchResultTransformer from '#transformers/order_search_result_transformer'

/**
 * The header search's answer: the groups that found something, in the
 * order the dropdown lists them (products, customers, orders).
 */
export default class SearchGroupsTransformer extends BaseTransformer<GlobalSearchResults> {
  toObject() {
    const { products, customers, orders } = this.resource
    const groups = []
    if (products?.length) {
      groups.push({
        label: 'Products',
        items: products.map((product) => new ProductSearchResultTransformer(product).toObject()),
      })
    }
    if (customers?.length) {
      groups.push({
        label: 'Customers',
        items: customers.map((customer) =>
          new CustomerSearchResultTransformer(customer).toObject()
        ),
      })
    }
    if (orders?.length) {
      groups.push({
        label: 'Orders',
        items: orders.map((order) => new OrderSearchResultTransformer(order).toObject()),
      })
    }
    return { groups }
  }
}
