import type { HttpContext } from '@adonisjs/core/http'
import { globalSearch } from '#services/shop/global_search'
import { throttle, waitMessage } from '#services/platform/request_throttle'
import { jsonSerializer } from '#support/json_serializer'
import { globalSearchValidator } from '#validators/search'
import CustomerSearchResultTransformer from '#transformers/customer_search_result_transformer'
import ProductSearchResultTransformer from '#transformers/product_search_result_transformer'
import OrderSearchResultTransformer from '#transformers/order_search_result_transformer'

/** Header search requests per user per minute: far above typing speed, well below a scraper. */
export const SEARCH_REQUESTS_PER_MINUTE = 120

export default class SearchController {
  /** `GET /search?q=`: products, customers and orders the user may see, grouped, as JSON. */
  async index({ auth, request, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const wait = await throttle(`global_search:${user.id}`, SEARCH_REQUESTS_PER_MINUTE, '1 min')
    if (wait !== null) {
      response.header('Retry-After', String(wait))
      return response.tooManyRequests({ error: waitMessage(wait) })
    }
    const { q } = await request.validateUsing(globalSearchValidator, { data: request.qs() })
    const results = await globalSearch(user, q ?? '')

    const groups = []
    if (results.products?.length) {
      groups.push({
        label: 'Products',
        items: await jsonSerializer.serialize(
          ProductSearchResultTransformer.transform(results.products)
        ),
      })
    }
    if (results.customers?.length) {
      groups.push({
        label: 'Customers',
        items: await jsonSerializer.serialize(
          CustomerSearchResultTransformer.transform(results.customers)
        ),
      })
    }
    if (results.orders?.length) {
      groups.push({
        label: 'Orders',
        items: await jsonSerializer.serialize(
          OrderSearchResultTransformer.transform(results.orders)
        ),
      })
    }
    return { groups }
  }
}
