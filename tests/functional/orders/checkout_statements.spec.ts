import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { queriesDuring } from '#tests/helpers/query_count'
import { stockedProduct } from '#tests/helpers/sales'
import { branchCoded } from '#tests/helpers/stock'
import { openedBy, tillAt } from '#tests/helpers/tills'

/**
 * The statements of one three-line cash sale over HTTP, filed in a till
 * session, pinned (docs/performance.md): a statement added to every sale
 * changes the number. Besides the request's own (its session, the user and
 * role, the settings and the branch scope, each read once, and the session
 * written back with the receipt's message), the sale reads the key and its
 * products, and writes in one transaction, where the UPDATE that adds to
 * the till's open session is the one that finds it. PostgreSQL adds the rollup tables' lock and files the four
 * rollups in one statement, where SQLite runs an upsert each.
 */
const STATEMENTS = { sqlite: 27, postgres: 25 }

test.group('Checkout: statements per sale', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('a three-line sale in a till session runs a pinned number of statements', async ({
    client,
    assert,
  }) => {
    const till = await tillAt('DTN', 'Front 1', 'FRONT1')
    await openedBy('cashier@demo.test', till)
    const products = [
      await stockedProduct('DTN', 10, { price: 300 }),
      await stockedProduct('DTN', 10, { price: 200 }),
      await stockedProduct('DTN', 10, { price: 100 }),
    ]
    const downtown = await branchCoded('DTN')
    const cashier = await signedIn(client, 'cashier@demo.test')
    const form = () => ({
      idempotency_key: randomUUID(),
      branch_id: downtown.id,
      till_id: till.id,
      customer_id: null,
      lines: products.map((product) => ({
        product_id: product.id,
        quantity: 1,
        unit_price: null,
        discount: null,
      })),
      order_discount: null,
      payments: [{ method: 'cash', amount: 1000 }],
      note: null,
      park: false,
    })
    // The first sale of the day creates its rollup rows; the one counted adds to them.
    await cashier.post('/orders', form())
    const statements = await queriesDuring(async () => {
      const response = await cashier.post('/orders', form())
      response.assertStatus(302)
      assert.match(response.header('location') ?? '', /\/orders\/\d+$/)
    })
    const postgres = db.connection().dialect.name === 'postgres'
    const listed = statements.join('\n')
    assert.lengthOf(statements, postgres ? STATEMENTS.postgres : STATEMENTS.sqlite, listed)
    const matching = (pattern: RegExp) => statements.filter((sql) => pattern.test(sql)).length
    // Once for the request (pricing and the receipt's message), once inside the transaction (time zone, negative stock).
    assert.equal(matching(/from [`"]settings[`"]/), 2, 'the settings')
    assert.equal(matching(/from [`"]branches[`"]/), 1, 'the branch scope, and no branch apart')
    assert.equal(
      matching(/from [`"]till/),
      0,
      'the session found by the UPDATE that files the sale'
    )
    assert.equal(matching(/^update till_sessions/i), 1, 'the session totals')
    assert.equal(matching(/insert into sales_/i), postgres ? 1 : 4, 'the four rollups')
    const session = await db.from('till_sessions').where('till_id', till.id).firstOrFail()
    assert.equal(Number(session.sales_count), 2)
  })
})
