import type { HttpContext } from '@adonisjs/core/http'
import OfflineSaleIssue from '#models/offline_sale_issue'
import OfflineSalePolicy from '#policies/offline_sale_policy'
import OfflineIssueRowTransformer from '#transformers/offline_issue_row_transformer'
import { actorOf } from '#services/platform/actor'
import { offlineIssueListQuery, resolveOfflineIssue } from '#services/sales/offline/offline_issues'
import { filterProps, readListQuery } from '#validators/list'
import { offlineIssueIndexValidator, resolveOfflineIssueValidator } from '#validators/offline_sale'
import { paginate } from '#support/pagination'
import { allowedIds } from '#support/policy_flags'
import { branchOptionOf } from '#support/select_options'

const FILTERS = ['state', 'branch', 'sort'] as const

/**
 * Orders / Offline sales to review: the sales tills sent from offline that
 * were kept (not trusted) or recorded with flags, resolved with a note.
 */
export default class OfflineIssuesController {
  async index(ctx: HttpContext) {
    const filters = await readListQuery(offlineIssueIndexValidator, ctx.request.qs())
    const scope = await ctx.branchScope
    const query = offlineIssueListQuery(scope, filters)
    const { rows, meta } = await paginate(query, filters.page, { keyColumn: 'id' })
    const policy = ctx.bouncer.with(OfflineSalePolicy)
    return ctx.inertia.render('orders/offline_issues', {
      issues: rows.map((issue) => new OfflineIssueRowTransformer(issue).toObject()),
      meta,
      filters: filterProps(filters, FILTERS),
      branches: scope.branches.map(branchOptionOf),
      resolvable: await allowedIds(rows, (issue) => policy.allows('resolve', issue)),
    })
  }

  async resolve(ctx: HttpContext) {
    const scope = await ctx.branchScope
    const issue = await scope.findOrFail(OfflineSaleIssue, ctx.params.id)
    await ctx.bouncer.with(OfflineSalePolicy).authorize('resolve', issue)
    const { note } = await ctx.request.validateUsing(resolveOfflineIssueValidator)
    await resolveOfflineIssue(issue, note, actorOf(ctx))
    ctx.session.flash('success', `Offline sale ${issue.provisionalRef} resolved.`)
    return ctx.response.redirect().withQs().back()
  }
}
