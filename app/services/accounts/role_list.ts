import Role from '#models/role'
import type { roleIndexValidator } from '#validators/role'
import type { Infer } from '@vinejs/vine/types'
import { paginate } from '#support/pagination'

/** One page of the roles, each with how many users hold it. */
export async function roleListPage(filters: Infer<typeof roleIndexValidator>) {
  return paginate(
    Role.query()
      .withCount('users')
      .apply((scopes) => {
        scopes.search(filters.search)
        scopes.sortedBy(filters.sort)
      }),
    filters.page
  )
}
