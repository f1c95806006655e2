import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import StocktakeCount from '#models/stocktake_count'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { HttpSession } from '../../../bench/http_session.js'
import { measureScans, SCAN_COUNTERS } from '../../../bench/stocktake_scans.js'

const origin = `http://${env.get('HOST', 'localhost')}:${env.get('PORT')}`

test.group('Benchmark: stocktake scans over HTTP', (group) => {
  group.each.setup(() => freshDatabase())

  test('the counters post as the scan field does; every scan lands once, none refused', async ({
    assert,
  }) => {
    const nth = await branchCoded('NTH')
    const products = await Promise.all(
      ['A', 'B', 'C'].map((letter) => labelProduct({ name: `Bench ${letter}`, category: 'Bench' }))
    )
    const admin = await actorFor('admin@demo.test')
    const draft = await createStocktake(
      { branchId: nth.id, coverage: 'categories', categories: ['Bench'], blind: true },
      admin
    )
    const stocktake = await startStocktake(draft, admin)
    const session = new HttpSession(origin)
    await session.signIn('admin@demo.test', 'demo-password')

    const result = await measureScans(
      origin,
      session,
      stocktake.id,
      products.map((product) => product.id),
      { amount: 64 }
    )
    assert.equal(SCAN_COUNTERS, 16)
    assert.equal(result.failures, 0)
    assert.equal(result.requests, 64)
    const [row] = await db
      .from('stocktake_lines')
      .where('stocktake_id', stocktake.id)
      .sum('counted as total')
    assert.equal(Number(row.total), result.requests, 'each scan added one')
    assert.lengthOf(await StocktakeCount.all(), result.requests)
  }).timeout(60_000)
})
