import type { HttpContext } from '@adonisjs/core/http'
import type TillSession from '#models/till_session'
import TillSessionPolicy, { TILL_SESSION_STEPS } from '#policies/till_session_policy'
import TillSessionTransformer from '#transformers/till_session_transformer'
import TillSessionRowTransformer from '#transformers/till_session_row_transformer'
import { exportList } from '#services/csv/export'
import { actorOf } from '#services/platform/actor'
import { recordCashMovement } from '#services/tills/cash_movements'
import { closeSession } from '#services/tills/close_session'
import {
  sessionInScope,
  sessionListPage,
  sessionListQuery,
  withTimeline,
} from '#services/tills/till_queries'
import { tillSessionExportColumns } from '#services/tills/till_session_csv'
import { recordReportPrint, sessionReportPdf } from '#services/tills/session_report'
import {
  cashMovementValidator,
  closeSessionValidator,
  sessionReportPdfValidator,
  tillSessionIndexValidator,
} from '#validators/till'
import { filterProps, readListQuery } from '#validators/list'
import { policyFlags } from '#support/policy_flags'
import { denominationsOf } from '#common/tills'
import { sendPdf } from '#support/pdf_response'

const FILTERS = ['branch', 'till', 'cashier', 'from', 'to', 'difference', 'sort'] as const

/** Flashed by the print that took a closed session's original: that print is no copy. */
const ORIGINAL_FLASH = 'reportOriginal'

/** The session page's buttons, each asked of the policy its route asks. */
function sessionSteps(bouncer: HttpContext['bouncer'], session: TillSession, blind: boolean) {
  const policy = bouncer.with(TillSessionPolicy)
  return policyFlags(TILL_SESSION_STEPS, (step) => policy.allows(step, session, blind))
}

export default class TillSessionsController {
  /** Till sessions / Index: every session at the user's branches, newest first. */
  async index(ctx: HttpContext) {
    const filters = await readListQuery(tillSessionIndexValidator, ctx.request.qs())
    const settings = await ctx.shopSettings
    const scope = await ctx.branchScope
    const { rows, meta, choices } = await sessionListPage(scope, filters, settings.businessTimezone)
    return ctx.inertia.render('tills/sessions', {
      sessions: rows.map((row) => new TillSessionRowTransformer(row).toObject()),
      meta,
      filters: filterProps(filters, FILTERS),
      choices,
      can: { export: await ctx.bouncer.with(TillSessionPolicy).allows('export') },
    })
  }

  /** The list as CSV, with the same filters and order. */
  async export(ctx: HttpContext) {
    const filters = await readListQuery(tillSessionIndexValidator, ctx.request.qs())
    const settings = await ctx.shopSettings
    const query = sessionListQuery(await ctx.branchScope, filters, settings.businessTimezone)
    exportList(ctx.response, 'till-sessions', settings, tillSessionExportColumns, query)
  }

  /**
   * The session's timeline and its X report (open) or Z report (closed).
   * The report prints as a copy once printed, unless this visit follows the
   * print that took the original (flashed by `print`).
   */
  async show(ctx: HttpContext) {
    const session = await sessionInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(TillSessionPolicy).authorize('show', session)
    const settings = await ctx.shopSettings
    const can = await sessionSteps(ctx.bouncer, session, settings.blindTillCount)
    const original = ctx.session.flashMessages.get(ORIGINAL_FLASH) === true
    return ctx.inertia.render('tills/session', {
      session: new TillSessionTransformer({
        session: await withTimeline(session),
        showExpected: can.seeExpected,
      }).toObject(),
      can,
      denominations: denominationsOf(settings.currency),
      printsCopy: session.reportPrintedAt !== null && !original,
    })
  }

  /** The Print button: records the print, then the page prints what the redirect shows. */
  async print(ctx: HttpContext) {
    const session = await sessionInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(TillSessionPolicy).authorize('readReport', session)
    const { copy } = await recordReportPrint(session, actorOf(ctx), 'browser')
    if (!copy) ctx.session.flash(ORIGINAL_FLASH, true)
    return ctx.response.redirect().toRoute('till_sessions.show', [session.id])
  }

  /** The report as a PDF on an 80 mm roll or A4 (`?paper=a4`), the same as the page prints. */
  async pdf(ctx: HttpContext) {
    const { paper } = await sessionReportPdfValidator.validate(ctx.request.qs())
    const session = await sessionInScope(ctx.branchScope, ctx.params.id)
    const policy = ctx.bouncer.with(TillSessionPolicy)
    await policy.authorize('readReport', session)
    const settings = await ctx.shopSettings
    const showExpected = await policy.allows('seeExpected', session, settings.blindTillCount)
    const report = await sessionReportPdf(
      session,
      settings,
      paper ?? '80mm',
      showExpected,
      actorOf(ctx)
    )
    return sendPdf(ctx.response, report.pdf, report.fileName)
  }

  async move(ctx: HttpContext) {
    const session = await sessionInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(TillSessionPolicy).authorize('cashMove', session)
    const input = await ctx.request.validateUsing(cashMovementValidator)
    const { movement } = await recordCashMovement(
      session,
      { ...input, idempotencyKey: input.idempotency_key },
      actorOf(ctx)
    )
    ctx.session.flash('success', `${movement.number} recorded.`)
    return ctx.response.redirect().toRoute('till_sessions.show', [session.id])
  }

  /** The counted close: final; the Z report shows what was expected and the difference. */
  async close(ctx: HttpContext) {
    const session = await sessionInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(TillSessionPolicy).authorize('close', session)
    const input = await ctx.request.validateUsing(closeSessionValidator)
    const { session: closed } = await closeSession(
      session,
      {
        countedCash: input.counted_cash,
        denominations: input.denominations,
        note: input.note,
        idempotencyKey: input.idempotency_key,
      },
      actorOf(ctx)
    )
    ctx.session.flash('success', `Closed: ${closed.zNumber}.`)
    return ctx.response.redirect().toRoute('till_sessions.show', [closed.id])
  }
}
