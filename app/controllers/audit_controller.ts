import type { HttpContext } from '@adonisjs/core/http'
import AuditEvent from '#models/audit_event'
import User from '#models/user'
import Setting from '#models/setting'
import AuditEventTransformer from '#transformers/audit_event_transformer'
import { auditIndexValidator } from '#validators/audit'

export const AUDIT_PAGE_SIZE = 25

export default class AuditController {
  /** Every recorded event, newest first, filtered by user, action, words and dates. */
  async index({ inertia, request }: HttpContext) {
    const filters = await request.validateUsing(auditIndexValidator, { data: request.qs() })
    const settings = await Setting.current()
    const events = await AuditEvent.query()
      .apply((scopes) => scopes.filtered(filters, settings.businessTimezone))
      .preload('user')
      .orderBy('id', filters.sort === 'oldest' ? 'asc' : 'desc')
      .paginate(filters.page ?? 1, AUDIT_PAGE_SIZE)

    const [users, actions] = await Promise.all([
      User.query()
        .whereIn('id', AuditEvent.query().select('user_id').whereNotNull('user_id'))
        .orderBy('name'),
      AuditEvent.query().distinct('action').orderBy('action'),
    ])

    return inertia.render('audit/index', {
      events: AuditEventTransformer.transform(events.all()),
      meta: {
        total: events.total,
        perPage: events.perPage,
        currentPage: events.currentPage,
        lastPage: events.lastPage,
      },
      filters: {
        search: filters.search ?? '',
        user: filters.user ? String(filters.user) : '',
        action: filters.action ?? '',
        from: filters.from ? String(request.qs().from) : '',
        to: filters.to ? String(request.qs().to) : '',
        sort: filters.sort ?? '',
      },
      users: users.map((user) => ({ value: String(user.id), label: user.name })),
      actions: actions.map((event) => event.action),
    })
  }
}
