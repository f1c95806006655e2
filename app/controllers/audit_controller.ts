import type { HttpContext } from '@adonisjs/core/http'
import ProductPolicy from '#policies/product_policy'
import AuditEventTransformer from '#transformers/audit_event_transformer'
import AuditActionOptionTransformer from '#transformers/audit_action_option_transformer'
import UserOptionTransformer from '#transformers/user_option_transformer'
import { auditIndexValidator, auditUserSearchValidator } from '#validators/audit'
import { jsonSerializer } from '#support/json_serializer'
import { filterProps, readListQuery } from '#validators/list'
import { auditLogPage, auditLogUsers, type AuditReader } from '#services/platform/audit_trail'

/** Who reads the log, as the service asks: the user, their branches, the shop's time zone, whether they see cost. */
async function readerOf(ctx: HttpContext): Promise<AuditReader> {
  const settings = await ctx.shopSettings
  return {
    viewer: ctx.auth.getUserOrFail(),
    scope: await ctx.branchScope,
    timezone: settings.businessTimezone,
    withCost: await ctx.bouncer.with(ProductPolicy).allows('viewCost'),
  }
}

export default class AuditController {
  /** Every recorded event, newest first, filtered by user, action, words and dates. */
  async index(ctx: HttpContext) {
    const filters = await readListQuery(auditIndexValidator, ctx.request.qs())
    const reader = await readerOf(ctx)
    const page = await auditLogPage(filters, reader)
    return ctx.inertia.render('audit/index', {
      events: AuditEventTransformer.ofPage(page, reader.withCost),
      meta: page.meta,
      filters: filterProps(filters, ['search', 'user', 'action', 'sort', 'from', 'to']),
      selectedUser: UserOptionTransformer.transform(page.selectedUser),
      actions: AuditActionOptionTransformer.sorted(page.actions),
    })
  }

  /**
   * `GET /audit/users?q=`: the "User" filter's options, people who appear in
   * the log, by name. Names only: the log already shows them to its readers.
   */
  async users(ctx: HttpContext) {
    const { request } = ctx
    const { q } = await request.validateUsing(auditUserSearchValidator, { data: request.qs() })
    const users = await auditLogUsers(await ctx.branchScope, q)
    return jsonSerializer.serialize({ options: UserOptionTransformer.transform(users) })
  }
}
