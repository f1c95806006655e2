import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The checkout service against the same writes made by hand in SQL
 * (`npm run bench`): N sales of three products at Downtown each way, one
 * after another in this process, after a warm-up. Prints one line of JSON.
 */
export default class BenchCheckout extends BaseCommand {
  static commandName = 'bench:checkout'
  static description = 'Time the checkout service against hand-written SQL (npm run bench)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Sales each way', default: 300 })
  declare sales: number

  async run() {
    const { randomUUID } = await import('node:crypto')
    const { default: User } = await import('#models/user')
    const { default: Setting } = await import('#models/setting')
    const { completeSale } = await import('#services/sales/checkout')
    const { receiveStock } = await import('#services/stock/stock_receipts')
    const { handWrittenSale } = await import('#database/bench/hand_written_sale')

    const user = await User.query().where('email', 'admin@demo.test').preload('role').firstOrFail()
    const actor = { user, ip: null }
    const settings = await Setting.current()
    const pool = Array.from({ length: 60 }, (_, index) => index + 1)
    await receiveStock(
      {
        branchId: 1,
        lines: pool.map((productId) => ({ productId, quantity: 1000, unitCost: null })),
      },
      actor
    )
    const threeProducts = () => {
      const chosen = new Set<number>()
      while (chosen.size < 3) chosen.add(pool[Math.floor(Math.random() * pool.length)])
      return [...chosen]
    }
    const service = () =>
      completeSale(
        {
          branchId: 1,
          lines: threeProducts().map((productId) => ({ productId, quantity: 1 })),
          payments: [{ method: 'cash', amount: 100_000 }],
          idempotencyKey: randomUUID(),
        },
        actor
      )
    const sql = () =>
      handWrittenSale({
        branchId: 1,
        sellerId: user.id,
        productIds: threeProducts(),
        cash: 100_000,
        pricesIncludeTax: settings.pricesIncludeTax,
        zone: settings.businessTimezone,
      })
    const perSecond = async (sale: () => Promise<unknown>) => {
      for (let index = 0; index < 20; index++) await sale()
      const started = process.hrtime.bigint()
      for (let index = 0; index < this.sales; index++) await sale()
      return this.sales / (Number(process.hrtime.bigint() - started) / 1e9)
    }
    const serviceRate = await perSecond(service)
    const sqlRate = await perSecond(sql)
    this.logger.log(
      JSON.stringify({ service: serviceRate, sql: sqlRate, ratio: serviceRate / sqlRate })
    )
  }
}
