import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { daysProgressBar } from '#support/progress_bar'

/**
 * Fills an empty, migrated database with the benchmark's shop:
 * the demo organisation, twenty branches and two years of sales. Used by
 * `npm run bench`; never by the app itself.
 */
export default class BenchGenerate extends BaseCommand {
  static commandName = 'bench:generate'
  static description = 'Fill an empty database with the benchmark data set (npm run bench)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Completed orders over the two years', default: 1_000_000 })
  declare orders: number

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { bootstrapInstallation } = await import('#services/shop/bootstrap')
    const { seedOrganisation } = await import('#database/demo/organisation')
    const { benchSize, generateBenchData } = await import('#database/bench/generator')

    const anyUser = await db.from('users').select('id').first()
    if (anyUser) {
      this.logger.error('The database already holds users: give the benchmark an empty one')
      this.exitCode = 1
      return
    }
    await bootstrapInstallation({ registrationOpen: false })
    await db.transaction((trx) => seedOrganisation(trx))
    const size = benchSize(this.orders)
    const bar = daysProgressBar(`Generating ${this.orders.toLocaleString('en-US')} orders`)
    const started = Date.now()
    try {
      const summary = await generateBenchData({ size, onProgress: bar.update })
      bar.stop()
      this.logger.success(
        `${summary.orders} orders (${summary.lines} lines, ${summary.voided} voided, ${summary.returns} returns), ${summary.receipts} receipts and ${summary.movements} stock movements for ${size.products} products and ${size.customers} customers in ${Math.round((Date.now() - started) / 1000)} s`
      )
    } catch (error) {
      bar.stop()
      throw error
    }
  }
}
