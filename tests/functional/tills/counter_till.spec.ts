import { test } from '@japa/runner'
import TillSession from '#models/till_session'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { openedBy, tillAt } from '#tests/helpers/tills'
import { setTillActive } from '#services/tills/manage_tills'
import { actorFor } from '#tests/helpers/stock'

test.group('The counter’s till and the return’s', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('the counter offers the active tills of the user’s branches with their sessions; expected cash to managers only', async ({
    client,
    assert,
  }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    const back = await tillAt('DTN', 'Back 1', 'BACK1')
    const old = await tillAt('DTN', 'Old 1', 'OLD1')
    await setTillActive(old, false, await actorFor('admin@demo.test'))
    await tillAt('HBR', 'Harbour 1', 'HARB1')
    await openedBy('cashier@demo.test', front)
    const product = await stockedProduct('DTN', 5, { price: 1250, taxRateBp: 0 })
    await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
        payments: [{ method: 'cash', amount: 3000 }],
        tillId: front.id,
      })
    )

    const cashier = await signedIn(client, 'cashier@demo.test')
    const counter = await cashier.visit('/orders/create')
    const { tills, can } = counter.inertiaProps
    assert.isTrue(can.openTills)
    assert.deepEqual(
      tills.map((till: { name: string }) => till.name),
      ['Back 1', 'Front 1']
    )
    assert.deepInclude(tills[1], { id: front.id, branchId: front.branchId })
    assert.deepInclude(tills[1].session, {
      openedBy: 'Sam Carter',
      openingFloat: 10_000,
      expectedCash: null,
    })
    assert.deepInclude(tills[0], { id: back.id, session: null })

    // 100.00 float and 25.00 of cash sales.
    const manager = await signedIn(client, 'manager@demo.test')
    const managed = await manager.visit('/orders/create')
    const shown = managed.inertiaProps.tills.find((till: { id: number }) => till.id === front.id)
    assert.equal(shown.session.expectedCash, 12_500)
    assert.notInclude(
      managed.inertiaProps.tills.map((till: { name: string }) => till.name),
      'Harbour 1'
    )
  })

  test('a cash refund is filed in the session of the till the return form names; without one it is refused', async ({
    client,
    assert,
  }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    const session = await openedBy('cashier@demo.test', front)
    const product = await stockedProduct('DTN', 5, { price: 1250, taxRateBp: 0 })
    const { order } = await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
        payments: [{ method: 'cash', amount: 2500 }],
        tillId: front.id,
      })
    )
    await order.load('lines')
    const cashier = await signedIn(client, 'cashier@demo.test')
    const page = `/returns/create?order_id=${order.id}`
    const body = {
      order_id: order.id,
      reason: 'defective',
      refund_method: 'cash',
      note: null,
      lines: [{ order_line_id: order.lines[0].id, quantity: 1, restock: true }],
    }
    await cashier.visit(page)
    await cashier.post('/returns', body, fromPage(page))
    const refused = await cashier.visit(page)
    assert.equal(
      refused.inertiaProps.errors.till_id,
      'Choose this counter’s till and open a session on it (Tills → Open) before selling.'
    )

    const response = await cashier.post('/returns', { ...body, till_id: front.id }, fromPage(page))
    response.assertHeader('location', `/orders/${order.id}`)
    const filed = await TillSession.findOrFail(session.id)
    assert.equal(filed.returnsCount, 1)
    assert.equal(filed.cashRefunds, 1250)
    // 100.00 float, 25.00 sold in cash, 12.50 given back.
    assert.equal(filed.currentExpectedCash, 11_250)
  })
})
