import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { daysProgressBar } from '#support/progress_bar'

/**
 * Compares the sales rollups with what the orders and returns give, day by
 * day, and every till session's running totals with the sales, voids,
 * returns and cash movements filed in it; lists every figure that differs
 * and exits with 1 when one does.
 */
export default class RollupsVerify extends BaseCommand {
  static commandName = 'rollups:verify'
  static description = 'Check the daily sales rollups against the orders and returns'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { verifyRollups } = await import('#services/reports/rollup_rebuild')
    const { verifySessions } = await import('#services/tills/session_verify')
    const bar = daysProgressBar('Verifying')
    const { days, differences } = await verifyRollups({ onProgress: bar.update })
    bar.stop()
    const tills = await verifySessions()
    const all: { rollup: string; key: string; column: string; expected: number; actual: number }[] =
      [...differences]
    for (const difference of tills.differences) {
      all.push({
        rollup: 'till_sessions',
        key: `session ${difference.session}`,
        column: difference.column,
        expected: difference.expected,
        actual: difference.actual,
      })
    }
    if (all.length === 0) {
      this.logger.success(
        `The sales rollups of ${days} business day(s) match the orders, and ${tills.sessions} till session(s) what was filed in them`
      )
      return
    }
    const table = this.ui.table()
    table.head(['Rollup', 'Key (day / branch / …)', 'Figure', 'Expected', 'Stored'])
    for (const difference of all.slice(0, 200)) {
      table.row([
        difference.rollup,
        difference.key,
        difference.column,
        String(difference.expected),
        String(difference.actual),
      ])
    }
    table.render()
    this.logger.error(
      `${all.length} figure(s) differ; run "node ace rollups:rebuild" to rebuild them`
    )
    this.exitCode = 1
  }
}
