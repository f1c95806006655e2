import logger from '@adonisjs/core/services/logger'
import { purgeExpiredImports } from '#services/csv/import'
import { purgeStaleSessions } from '#services/accounts/session_purge'
import { refreshPlannerStatistics } from '#services/platform/planner_statistics'
import { closeMonthsInHousekeeping } from '#services/reports/product_months'

export type HousekeepingTask = () => Promise<unknown>

/**
 * What keeps the stores from growing without bound, the planner informed
 * and the product rankings' ended months closed, while nobody acts.
 */
export const HOUSEKEEPING_TASKS: HousekeepingTask[] = [
  purgeExpiredImports,
  purgeStaleSessions,
  refreshPlannerStatistics,
  closeMonthsInHousekeeping,
]

/** How often the tasks run in a serving process. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000

/**
 * Runs the tasks on a timer that does not keep the process alive; returns
 * the function that stops it. Several processes may run it at once: every
 * task is idempotent (a delete of what has expired, a refresh of statistics,
 * a month closed once under the rollup tables' lock).
 */
export function startHousekeeping(
  tasks: HousekeepingTask[] = HOUSEKEEPING_TASKS,
  intervalMs = HOUSEKEEPING_INTERVAL_MS
) {
  const timer = setInterval(() => {
    for (const task of tasks) {
      task().catch((error) => logger.error({ err: error }, 'housekeeping task failed'))
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
