import type { HttpContext } from '@adonisjs/core/http'
import { globalSearch } from '#services/shop/global_search'
import { throttle, waitMessage } from '#services/platform/request_throttle'
import { globalSearchValidator } from '#validators/search'
import SearchGroupsTransformer from '#transformers/search_groups_transformer'

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
    return new SearchGroupsTransformer(results).toObject()
  }
}
