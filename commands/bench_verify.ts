import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * What `npm run bench` checks after its checkout load, printed as one line
 * of JSON: places where the ledger and the stock levels disagree, levels
 * below zero, order numbers missing from a branch's run, and rollup
 * figures that differ from the orders.
 */
export default class BenchVerify extends BaseCommand {
  static commandName = 'bench:verify'
  static description = 'Check the ledger, stock, order numbers and rollups after a benchmark run'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { ledgerDiscrepancies, oversoldLevels, orderNumberGaps } =
      await import('#services/stock/stock_checks')
    const { verifyRollups } = await import('#services/reports/rollup_rebuild')
    const ledger = await ledgerDiscrepancies()
    const { differences } = await verifyRollups()
    const found = {
      ledgerDiscrepancies: ledger.length,
      oversoldLevels: await oversoldLevels(),
      orderNumberGaps: await orderNumberGaps(),
      rollupDifferences: differences.length,
    }
    this.logger.log(JSON.stringify(found))
    if (Object.values(found).some((count) => count !== 0)) this.exitCode = 1
  }
}
