import AuditEvent, { AUDIT_ORDERS } from '#models/audit_event'
import User from '#models/user'
import type { BranchScope } from '#services/platform/branch_scope'
import { describeSubjects } from '#services/platform/audit_subjects'
import type { auditIndexValidator } from '#validators/audit'
import type { Infer } from '@vinejs/vine/types'
import { paginate, seekOf } from '#support/pagination'
import { distinctValues } from '#support/distinct_values'
import { likePattern } from '#support/search'

/** Users offered at a time by the "User" filter's search. */
const AUDIT_USER_OPTIONS = 10

/** Who reads the log: their branches, the shop's time zone (for the dates) and whether they see cost. */
export interface AuditReader {
  viewer: User
  scope: BranchScope
  timezone: string
  withCost: boolean
}

/**
 * One page of the events the reader may see, newest first, with what each
 * names, the user the filter picked and every action recorded (its options).
 */
export async function auditLogPage(
  filters: Infer<typeof auditIndexValidator>,
  reader: AuditReader
) {
  const { rows, meta } = await paginate(
    AuditEvent.query()
      .apply((scopes) => {
        scopes.visibleIn(reader.scope)
        scopes.filtered(filters, reader.timezone, reader.withCost)
        scopes.sortedBy(filters.sort)
      })
      .preload('user', (user) => user.select('id', 'name')),
    filters.page,
    { keyColumn: 'audit_events.id', seek: seekOf(AUDIT_ORDERS, filters) }
  )
  const [selectedUser, actions, subjects] = await Promise.all([
    filters.user ? User.find(filters.user) : null,
    distinctValues({ table: 'audit_events', column: 'action' }),
    describeSubjects(rows, reader.viewer, reader.scope),
  ])
  return { rows, meta, selectedUser, actions, subjects }
}

/** The "User" filter's options: people who appear in the events the scope sees, by name. */
export async function auditLogUsers(scope: BranchScope, search: string | undefined) {
  return User.query()
    .whereIn(
      'id',
      AuditEvent.query()
        .apply((scopes) => scopes.visibleIn(scope))
        .select('user_id')
        .whereNotNull('user_id')
    )
    .if(search, (query) => query.whereILike('name', likePattern(search!)))
    .orderBy('name')
    .orderBy('id')
    .limit(AUDIT_USER_OPTIONS)
}
