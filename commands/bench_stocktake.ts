import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Stocktakes at size (`npm run bench`): a whole-branch count of `--products`
 * products started (the snapshot) and posted with `--differences` lines off,
 * each timed with the longest the event loop was held meanwhile; then
 * `--counters` people scanning one count at once, `--scans` scans each, in
 * this process, leaving that count open for the scans over HTTP. Tops the catalogue up to the size first. Prints one line of JSON.
 */
export default class BenchStocktake extends BaseCommand {
  static commandName = 'bench:stocktake'
  static description = 'Time a stocktake snapshot, its post and concurrent scans (npm run bench)'
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Products the branch count covers', default: 50_000 })
  declare products: number

  @flags.number({ description: 'Lines counted off their expected figure', default: 5_000 })
  declare differences: number

  @flags.number({ description: 'People scanning at once', default: 16 })
  declare counters: number

  @flags.number({ description: 'Scans each', default: 50 })
  declare scans: number

  async run() {
    const { monitorEventLoopDelay } = await import('node:perf_hooks')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: User } = await import('#models/user')
    const { default: Branch } = await import('#models/branch')
    const { createStocktake } = await import('#services/stocktakes/create_stocktake')
    const { startStocktake } = await import('#services/stocktakes/start_stocktake')
    const { finishCounting } = await import('#services/stocktakes/finish_counting')
    const { postStocktake } = await import('#services/stocktakes/post_stocktake')
    const { recordCount } = await import('#services/stocktakes/record_count')
    const { topUpCatalogue } = await import('#database/bench/stocktake_catalogue')

    const user = await User.query().where('email', 'admin@demo.test').preload('role').firstOrFail()
    const actor = { user, ip: null }
    const branch = await Branch.query().where('is_active', true).orderBy('id').firstOrFail()
    await topUpCatalogue(this.products)

    /** Milliseconds `work` took, and the longest the event loop was held meanwhile. */
    const timed = async (work: () => Promise<unknown>) => {
      const delay = monitorEventLoopDelay({ resolution: 5 })
      delay.enable()
      const started = process.hrtime.bigint()
      await work()
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      delay.disable()
      return { ms, loopMs: delay.max / 1e6 }
    }

    const full = await createStocktake(
      { branchId: branch.id, coverage: 'branch', blind: true },
      actor
    )
    const snapshot = await timed(() => startStocktake(full, actor))
    // Every line counted; every n-th one off by a unit or two, until `differences` are.
    const [{ lines }] = await db
      .from('stocktake_lines')
      .where('stocktake_id', full.id)
      .count('* as lines')
    const every = Math.max(1, Math.floor(Number(lines) / this.differences))
    await db.rawQuery(
      `UPDATE stocktake_lines SET counted = CASE
         WHEN (id % ?) = 0 AND expected > 2 THEN expected - 1 - (id % 2)
         WHEN (id % ?) = 0 THEN expected + 1
         ELSE expected END
       WHERE stocktake_id = ?`,
      [every, every, full.id]
    )
    await finishCounting(full, actor)
    const post = await timed(() => postStocktake(full, 'keep', actor))
    const [{ moved }] = await db
      .from('stock_movements')
      .where({ reference_type: 'stocktake', reference_id: full.id })
      .count('* as moved')

    // Scans: counters at once on a count of one category, each scan timed.
    const [{ category }] = await db
      .from('products')
      .whereNotNull('category')
      .select('category')
      .groupBy('category')
      .orderBy('category')
      .limit(1)
    const cycle = await createStocktake(
      { branchId: branch.id, coverage: 'categories', categories: [category], blind: true },
      actor
    )
    await startStocktake(cycle, actor)
    const cycleLines = await db
      .from('stocktake_lines')
      .where('stocktake_id', cycle.id)
      .select('product_id')
    const productIds = cycleLines.map((row: { product_id: number }) => Number(row.product_id))
    const latencies: number[] = []
    await Promise.all(
      Array.from({ length: this.counters }, async (_, counter) => {
        for (let scan = 0; scan < this.scans; scan++) {
          const productId = productIds[(counter * 7 + scan) % productIds.length]
          const started = process.hrtime.bigint()
          await recordCount(cycle, { productId, quantity: 1, source: 'scan' }, actor)
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6)
        }
      })
    )
    latencies.sort((a, b) => a - b)
    const at = (share: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]
    this.logger.log(
      JSON.stringify({
        lines: Number(lines),
        differences: Number(moved),
        snapshotMs: snapshot.ms,
        snapshotLoopMs: snapshot.loopMs,
        postMs: post.ms,
        postLoopMs: post.loopMs,
        scans: latencies.length,
        scanP50: at(0.5),
        scanP95: at(0.95),
        // Still being counted: the benchmark's counters then scan it over HTTP.
        cycleId: cycle.id,
        cycleProducts: productIds,
      })
    )
  }
}
