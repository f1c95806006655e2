import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import Till from '#models/till'
import TillMovement from '#models/till_movement'
import TillSession from '#models/till_session'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { openedBy, tillAt } from '#tests/helpers/tills'

test.group('Tills over HTTP', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('a cashier opens a till, pays cash out and closes blind; the Z report shows the difference', async ({
    client,
    assert,
  }) => {
    const till = await tillAt('DTN', 'Front 1', 'FRONT1')
    const cashier = await signedIn(client, 'cashier@demo.test')
    const list = await cashier.visit('/tills')
    list.assertInertiaComponent('tills/index')
    assert.deepEqual(list.inertiaProps.openable, [till.id])
    assert.isFalse(list.inertiaProps.canManage)

    const opened = await cashier.post(
      `/tills/${till.id}/open`,
      { float_source: 'counted', opening_float: 10_000, idempotency_key: randomUUID() },
      fromPage('/tills')
    )
    const session = await TillSession.firstOrFail()
    assert.equal(opened.header('location'), `/tills/sessions/${session.id}`)
    const product = await stockedProduct('DTN', 5, { price: 1250, taxRateBp: 0 })
    await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
        payments: [{ method: 'cash', amount: 3000 }],
        tillId: till.id,
      })
    )
    const page = `/tills/sessions/${session.id}`
    const open = await cashier.visit(page)
    open.assertInertiaComponent('tills/session')
    assert.deepEqual(open.inertiaProps.can, {
      cashMove: true,
      close: true,
      seeExpected: false,
      readReport: true,
    })
    assert.isNull(open.inertiaProps.session.expectedCash)
    assert.equal(open.inertiaProps.session.payments.cash, 2500)

    await cashier.post(
      `${page}/movements`,
      { direction: 'out', reason: 'safe_drop', amount: -5, idempotency_key: randomUUID() },
      fromPage(page)
    )
    const refused = await cashier.visit(page)
    assert.equal(refused.inertiaProps.errors.amount, 'Enter an amount above zero.')
    assert.lengthOf(await TillMovement.all(), 0)

    const key = randomUUID()
    const drop = { direction: 'out', reason: 'safe_drop', amount: 2000, idempotency_key: key }
    await cashier.post(`${page}/movements`, drop, fromPage(page))
    await cashier.post(`${page}/movements`, drop, fromPage(page))
    assert.lengthOf(await TillMovement.all(), 1)

    await cashier.post(
      `${page}/close`,
      { denominations: { '5000': 'ten' }, idempotency_key: randomUUID() },
      fromPage(page)
    )
    const letters = await cashier.visit(page)
    assert.exists(letters.inertiaProps.errors['denominations.5000'])
    await session.refresh()
    assert.equal(session.status, 'open')

    // 105.00 counted against 105.00 expected less a 0.25 shortfall.
    await cashier.post(
      `${page}/close`,
      { denominations: { '5000': 2, '100': 4, '25': 3 }, idempotency_key: randomUUID() },
      fromPage(page)
    )
    const closed = await cashier.visit(page)
    assert.equal(closed.inertiaProps.flash.success, 'Closed: Z-FRONT1-000001.')
    assert.equal(closed.inertiaProps.session.expectedCash, 10_500)
    assert.equal(closed.inertiaProps.session.countedCash, 10_475)
    assert.equal(closed.inertiaProps.session.cashDifference, -25)
    assert.deepInclude(closed.inertiaProps.can, { cashMove: false, close: false })
  })

  test('refusals: no role 403, another branch 404, another cashier’s session 403, an archived till', async ({
    client,
    assert,
  }) => {
    const downtown = await tillAt('DTN', 'Front 1')
    const harbour = await tillAt('HBR', 'Harbour 1')
    const managers = await openedBy('manager@demo.test', downtown)
    const theirs = await openedBy('admin@demo.test', harbour)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const forbidden = await clerk.visit('/tills')
    forbidden.assertStatus(403)

    const cashier = await signedIn(client, 'cashier@demo.test')
    const away = await cashier.visit(`/tills/sessions/${theirs.id}`)
    away.assertStatus(404)
    const opening = await cashier.post(`/tills/${harbour.id}/open`, {
      float_source: 'counted',
      opening_float: 100,
      idempotency_key: randomUUID(),
    })
    opening.assertStatus(404)
    const notOwn = await cashier.post(`/tills/sessions/${managers.id}/close`, {
      counted_cash: 0,
      idempotency_key: randomUUID(),
    })
    notOwn.assertStatus(403)
    await managers.refresh()
    assert.equal(managers.status, 'open')

    const manager = await signedIn(client, 'manager@demo.test')
    await manager.post(
      '/tills',
      { branch_id: harbour.branchId, name: 'Back', code: 'BACK' },
      fromPage('/tills')
    )
    const tills = await manager.visit('/tills')
    assert.exists(tills.inertiaProps.errors.branch_id)
    assert.lengthOf(await Till.all(), 2)
    await manager.post(
      '/tills',
      { branch_id: downtown.branchId, name: 'Back', code: 'back 1' },
      fromPage('/tills')
    )
    const code = await manager.visit('/tills')
    assert.equal(code.inertiaProps.errors.code, 'Use letters and digits only, like FRONT1.')
    await manager.post(
      '/tills',
      { branch_id: downtown.branchId, name: 'Back', code: 'back1' },
      fromPage('/tills')
    )
    const made = await Till.findByOrFail('name', 'Back')
    assert.equal(made.code, 'BACK1')
  })
})
