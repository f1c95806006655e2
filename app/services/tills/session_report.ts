import { DateTime } from 'luxon'
import type Setting from '#models/setting'
import type TillSession from '#models/till_session'
import TillSessionTransformer from '#transformers/till_session_transformer'
import { withTimeline } from '#services/tills/till_queries'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { operation } from '#services/platform/transactions'
import { loadFontsFor } from '#services/pdf/fonts'
import { renderSlipPdf, type SlipPaper } from '#services/pdf/slip'
import { affectedRows } from '#support/affected_rows'
import { timestampBinding } from '#support/sql_time'
import { formatMoney } from '#common/money'
import { MOVEMENT_REASON_LABELS, sessionReportRows, type MovementReason } from '#common/tills'

/** How a report was printed: from the browser, or as a PDF on a paper. */
export type ReportPrint = 'browser' | `pdf ${SlipPaper}`

export type SessionReport = ReturnType<TillSessionTransformer['toObject']>

export interface SessionReportShop {
  companyName: string
  currency: string
  locale: string
  timezone: string
}

/**
 * Records a print of the session's report, on paper or as a PDF, and
 * answers whether it is a copy. A closed session's first print is the
 * original: one conditional UPDATE stamps it, so of two prints at once only
 * one finds the stamp empty; every print after it is a copy. An open
 * session's X report is a reading of the moment and is never a copy.
 * Every print is audited with who printed which report, how, and whether
 * it was the original: a reprinted Z report is how a drawer's figures
 * would be passed off again.
 */
export async function recordReportPrint(
  session: TillSession,
  actor: Actor,
  how: ReportPrint
): Promise<{ copy: boolean }> {
  return operation(async (trx) => {
    let copy = false
    if (session.status === 'closed') {
      const stamped = await trx
        .from('till_sessions')
        .where('id', session.id)
        .where('status', 'closed')
        .whereNull('report_printed_at')
        .update({ report_printed_at: timestampBinding(DateTime.utc(), trx.dialect.name) })
      copy = affectedRows(stamped) === 0
    }
    await recordAudit(
      {
        action: 'till.report_printed',
        actor,
        subject: { type: 'till_session', id: session.id, branchId: session.branchId },
        changes: {
          report: { from: null, to: session.zNumber ?? 'X report' },
          printed: { from: null, to: how },
          copy: { from: null, to: copy },
        },
      },
      trx
    )
    return { copy }
  })
}

/**
 * The X or Z report as a PDF in the receipts' layout: on an 80 mm roll as
 * long as the report, or on A4; the Z number as a Code 128 barcode, as a
 * receipt carries its order number; COPY on every print after the first.
 */
export async function renderSessionReportPdf(
  report: SessionReport,
  shop: SessionReportShop,
  paper: SlipPaper,
  copy: boolean
): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, shop.currency, shop.locale)
  const when = (iso: string) =>
    DateTime.fromISO(iso)
      .setZone(shop.timezone)
      .setLocale(shop.locale)
      .toLocaleString(DateTime.DATETIME_MED)
  await loadFontsFor([
    shop.companyName,
    report.branch?.name ?? '',
    report.till?.name ?? '',
    report.opened.by ?? '',
    report.closed?.by ?? '',
    report.closeNote ?? '',
    ...report.movements.map((movement) => movement.by ?? ''),
    ...report.movements.map((movement) => movement.note ?? ''),
  ])
  const title = report.zNumber ? `Z report ${report.zNumber}` : 'X report'
  return renderSlipPdf(paper, title, async (slip) => {
    const fontSize = slip.fontSize
    slip.text(shop.companyName, { bold: true, align: 'center', size: fontSize * 1.4 })
    if (report.branch) slip.text(report.branch.name, { align: 'center' })
    if (copy) slip.text('COPY', { bold: true, align: 'center', size: fontSize * 1.4 })
    slip.rule()
    slip.text(title, { bold: true })
    if (report.till) slip.text(`Till: ${report.till.name}`)
    slip.text(`Opened ${when(report.opened.at)} by ${report.opened.by ?? '—'}`)
    if (report.closed) slip.text(`Closed ${when(report.closed.at)} by ${report.closed.by ?? '—'}`)
    else slip.text('Still open: not a close')
    slip.rule()
    for (const [label, amount] of sessionReportRows(report)) {
      slip.row(label, money(amount), label === 'Difference')
    }
    if (report.movements.length > 0) {
      slip.rule()
      for (const movement of report.movements) {
        const reason = MOVEMENT_REASON_LABELS[movement.reason as MovementReason] ?? movement.reason
        const sign = movement.direction === 'out' ? '−' : ''
        slip.row(`${movement.number} ${reason}`, `${sign}${money(movement.amount)}`)
        if (movement.note) slip.text(`  ${movement.note}`)
      }
    }
    if (report.closeNote) {
      slip.rule()
      slip.text(report.closeNote)
    }
    slip.barcode(report.zNumber)
  })
}

/**
 * The session's report as a PDF, its print recorded: the original for the
 * first print of a closed session, a copy after.
 */
export async function sessionReportPdf(
  session: TillSession,
  settings: Setting,
  paper: SlipPaper,
  showExpected: boolean,
  actor: Actor
) {
  const report = new TillSessionTransformer({
    session: await withTimeline(session),
    showExpected,
  }).toObject()
  const { copy } = await recordReportPrint(session, actor, `pdf ${paper}`)
  const shop = {
    companyName: settings.companyName,
    currency: settings.currency,
    locale: settings.locale,
    timezone: settings.businessTimezone,
  }
  const pdf = await renderSessionReportPdf(report, shop, paper, copy)
  const fileName = `${report.zNumber ?? `x-report-${report.id}`}${copy ? '-copy' : ''}.pdf`
  return { pdf, fileName }
}
