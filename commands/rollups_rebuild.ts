import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { daysProgressBar } from '#support/progress_bar'

/**
 * Computes every sales rollup again from the orders and returns:
 * after restoring a backup, or whenever `rollups:verify` finds a difference.
 */
export default class RollupsRebuild extends BaseCommand {
  static commandName = 'rollups:rebuild'
  static description =
    'Rebuild the daily sales rollups (reports, dashboard) from orders and returns'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { rebuildRollups } = await import('#services/reports/rollup_rebuild')
    const bar = daysProgressBar('Rebuilding')
    try {
      const { days } = await rebuildRollups({ onProgress: bar.update })
      bar.stop()
      this.logger.success(`Rebuilt the sales rollups of ${days} business day(s)`)
    } catch (error) {
      bar.stop()
      throw error
    }
  }
}
