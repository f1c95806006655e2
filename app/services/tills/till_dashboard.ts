import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Setting from '#models/setting'
import TillSession from '#models/till_session'
import DashboardOpenTillsTransformer from '#transformers/dashboard_open_tills_transformer'
import DashboardCashDifferencesTransformer from '#transformers/dashboard_cash_differences_transformer'
import type { BranchScope } from '#services/platform/branch_scope'
import { DASHBOARD_LIST_SIZE } from '#services/shop/dashboard'
import { localDay, weekPeriod } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'

/** The open sessions of the user's branches, the longest open first, with who opened them. */
export async function dashboardOpenTills(scope: BranchScope) {
  const open = () => scope.restrict(TillSession.query().where('status', 'open'))
  const total = await open().count('* as total')
  const sessions = await open()
    .preload('till')
    .preload('branch')
    .preload('opener')
    .orderBy('opened_at', 'asc')
    .orderBy('id', 'asc')
    .limit(DASHBOARD_LIST_SIZE)
  return { total: Number(total[0].$extras.total), sessions }
}

/**
 * The sessions of the user's branches closed this week (the shop's ISO
 * week, Monday to today) whose count differed from the expected cash: how
 * many, the sum of their differences (short below zero), and the largest
 * differences first.
 */
export async function dashboardCashDifferences(scope: BranchScope, zone: string) {
  const today = localDay(DateTime.utc(), zone)
  const week = weekPeriod(today, zone)
  const dialect = db.connection().dialect.name
  const differing = () =>
    scope
      .restrict(TillSession.query())
      .where('status', 'closed')
      .where('closed_at', '>=', timestampBinding(week.start, dialect))
      .where('closed_at', '<', timestampBinding(week.end, dialect))
      .whereNot('cash_difference', 0)
  const [sums] = await differing().count('* as total').sum('cash_difference as difference')
  const sessions = await differing()
    .preload('till')
    .preload('branch')
    .preload('opener')
    .orderByRaw('abs(cash_difference) desc')
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DASHBOARD_LIST_SIZE)
  return {
    from: localDay(week.start, zone),
    total: Number(sums.$extras.total),
    difference: Number(sums.$extras.difference ?? 0),
    sessions,
  }
}

/**
 * The dashboard's till blocks as its lazy props, each computed only when
 * its block is shown or refreshed: the open tills (expected cash with
 * `tills.manage`) and this week's cash differences.
 */
export function dashboardTillBlocks(
  blocks: { openTills: boolean; cashDifferences: boolean },
  scope: BranchScope,
  withExpected: boolean,
  settings: () => Promise<Setting>
) {
  return {
    ...(blocks.openTills && {
      openTills: async () =>
        new DashboardOpenTillsTransformer({
          openTills: await dashboardOpenTills(scope),
          withExpected,
        }).toObject(),
    }),
    ...(blocks.cashDifferences && {
      cashDifferences: async () => {
        const { businessTimezone } = await settings()
        const differences = await dashboardCashDifferences(scope, businessTimezone)
        return new DashboardCashDifferencesTransformer(differences).toObject()
      },
    }),
  }
}
