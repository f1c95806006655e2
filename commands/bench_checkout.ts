import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Sales filed in the session whose close is timed (issue: closing is O(1) in the sales). */
const SESSION_SALES = 2000
/** Sales in each of the small sessions whose close it is compared with. */
const SMALL_SESSION_SALES = 20
/** Rounds each way: the three ways alternate, so the machine's drift falls on each alike. */
const ROUNDS = 5

/**
 * The checkout service against the same writes made by hand in SQL
 * (`npm run bench`): N sales of three products at Downtown each way, one
 * after another in this process, after a warm-up: the service without a
 * till session, the service filed in an open session of a till, and the
 * hand-written SQL, in alternating rounds. Then the session, filled to
 * 2,000 sales through the service, is closed, and so are three sessions of
 * 20 sales, each close timed. Prints one line of JSON.
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
    const { default: TillSession } = await import('#models/till_session')
    const { completeSale } = await import('#services/sales/checkout')
    const { receiveStock } = await import('#services/stock/stock_receipts')
    const { createTill } = await import('#services/tills/manage_tills')
    const { openSession } = await import('#services/tills/open_session')
    const { closeSession } = await import('#services/tills/close_session')
    const { expectedCash } = await import('#common/tills')
    const { handWrittenSale } = await import('#database/bench/hand_written_sale')

    const user = await User.query().where('email', 'admin@demo.test').preload('role').firstOrFail()
    const actor = { user, ip: null }
    const settings = await Setting.current()
    const pool = Array.from({ length: 60 }, (_, index) => index + 1)
    const units = 30 + Math.ceil((3 * (3 * this.sales + SESSION_SALES + 200)) / pool.length)
    await receiveStock(
      {
        branchId: 1,
        lines: pool.map((productId) => ({ productId, quantity: units, unitCost: null })),
      },
      actor
    )
    // Its own till each run: kept data keeps the tills of the runs before.
    const code = `B${Date.now().toString(36).toUpperCase()}`
    const till = await createTill({ branchId: 1, name: `Benchmark ${code}`, code }, actor)
    const open = async () => {
      const opened = await openSession(
        {
          tillId: till.id,
          floatSource: 'counted',
          openingFloat: 10_000,
          idempotencyKey: randomUUID(),
        },
        actor
      )
      return opened.session
    }
    const threeProducts = () => {
      const chosen = new Set<number>()
      while (chosen.size < 3) chosen.add(pool[Math.floor(Math.random() * pool.length)])
      return [...chosen]
    }
    const sale = (tillId?: number) => () =>
      completeSale(
        {
          branchId: 1,
          tillId,
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
    const seconds = async (work: () => Promise<unknown>, times: number) => {
      const started = process.hrtime.bigint()
      for (let index = 0; index < times; index++) await work()
      return Number(process.hrtime.bigint() - started) / 1e9
    }
    const close = async (session: InstanceType<typeof TillSession>) => {
      const fresh = await TillSession.findOrFail(session.id)
      const started = process.hrtime.bigint()
      await closeSession(
        fresh,
        { countedCash: expectedCash(fresh), idempotencyKey: randomUUID() },
        actor
      )
      return Number(process.hrtime.bigint() - started) / 1e6
    }

    const session = await open()
    const ways = { service: sale(), session: sale(till.id), sql }
    const spent = { service: 0, session: 0, sql: 0 }
    for (const work of Object.values(ways)) await seconds(work, 20)
    const perRound = Math.ceil(this.sales / ROUNDS)
    for (let round = 0; round < ROUNDS; round++) {
      for (const [way, work] of Object.entries(ways)) {
        spent[way as keyof typeof spent] += await seconds(work, perRound)
      }
    }
    const rate = (way: keyof typeof spent) => (perRound * ROUNDS) / spent[way]

    const filed = await TillSession.findOrFail(session.id)
    await seconds(sale(till.id), SESSION_SALES - filed.salesCount)
    const closeMs = await close(session)
    const smallCloses: number[] = []
    for (let index = 0; index < 3; index++) {
      const small = await open()
      await seconds(sale(till.id), SMALL_SESSION_SALES)
      smallCloses.push(await close(small))
    }
    smallCloses.sort((a, b) => a - b)

    this.logger.log(
      JSON.stringify({
        service: rate('service'),
        session: rate('session'),
        sql: rate('sql'),
        ratio: rate('service') / rate('sql'),
        sessionCost: rate('service') / rate('session') - 1,
        closeSales: SESSION_SALES,
        closeMs,
        smallCloseSales: SMALL_SESSION_SALES,
        smallCloseMs: smallCloses[1],
      })
    )
  }
}
