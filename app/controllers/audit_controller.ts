import type { HttpContext } from '@adonisjs/core/http'
import AuditEvent, { AUDIT_ORDERS } from '#models/audit_event'
import User from '#models/user'
import ProductPolicy from '#policies/product_policy'
import AuditEventTransformer from '#transformers/audit_event_transformer'
import { auditIndexValidator, auditUserSearchValidator } from '#validators/audit'
import { likePattern } from '#support/search'
import { jsonSerializer } from '#support/json_serializer'
import UserOptionTransformer from '#transformers/user_option_transformer'
import { filterProps, readListQuery } from '#validators/list'
import { paginate, seekOf } from '#support/pagination'
import { distinctValues } from '#support/distinct_values'
import { describeSubjects } from '#services/platform/audit_subjects'
import { auditActionLabel } from '#support/audit_actions'

/** Users offered at a time by the "User" filter's search. */
export const AUDIT_USER_OPTIONS = 10

export default class AuditController {
  /** Every recorded event, newest first, filtered by user, action, words and dates. */
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer, auth } = ctx
    const filters = await readListQuery(auditIndexValidator, request.qs())
    const settings = await ctx.shopSettings
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const branches = await ctx.branchScope
    const { rows, meta } = await paginate(
      AuditEvent.query()
        .apply((scopes) => {
          scopes.visibleIn(branches)
          scopes.filtered(filters, settings.businessTimezone, withCost)
          scopes.sortedBy(filters.sort)
        })
        .preload('user', (user) => user.select('id', 'name')),
      filters.page,
      { keyColumn: 'audit_events.id', seek: seekOf(AUDIT_ORDERS, filters) }
    )

    const [selectedUser, actions, subjects] = await Promise.all([
      filters.user ? User.find(filters.user) : null,
      distinctValues({ table: 'audit_events', column: 'action' }),
      describeSubjects(rows, auth.getUserOrFail(), branches),
    ])

    return inertia.render('audit/index', {
      events: rows.map((event) =>
        new AuditEventTransformer(event, withCost, subjects.of(event)).toObject()
      ),
      meta,
      filters: {
        ...filterProps(filters, ['search', 'user', 'action', 'sort']),
        from: filters.from ?? '',
        to: filters.to ?? '',
      },
      selectedUser: UserOptionTransformer.transform(selectedUser),
      actions: actions
        .map((action) => ({ value: action, label: auditActionLabel(action) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    })
  }

  /**
   * `GET /audit/users?q=`: the "User" filter's options, people who appear in
   * the log, by name. Names only: the log already shows them to its readers.
   */
  async users(ctx: HttpContext) {
    const { request } = ctx
    const { q } = await request.validateUsing(auditUserSearchValidator, { data: request.qs() })
    const branches = await ctx.branchScope
    const users = await User.query()
      .whereIn(
        'id',
        AuditEvent.query()
          .apply((scopes) => scopes.visibleIn(branches))
          .select('user_id')
          .whereNotNull('user_id')
      )
      .if(q, (query) => query.whereILike('name', likePattern(q!)))
      .orderBy('name')
      .orderBy('id')
      .limit(AUDIT_USER_OPTIONS)
    return jsonSerializer.serialize({ options: UserOptionTransformer.transform(users) })
  }
}
