import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import StockLevel from '#models/stock_level'
import { postStockChanges } from '#services/stock/stock_ledger'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

/** A product with `quantity` at the branch, through the ledger, and its level. */
async function stocked(code: string, quantity: number) {
  const product = await labelProduct({ name: 'Oat milk 1 l' })
  const branch = await branchCoded(code)
  await post(product.id, branch.id, quantity, 'receipt')
  const level = await StockLevel.query()
    .where({ product_id: product.id, branch_id: branch.id })
    .firstOrFail()
  return { product, branch, level }
}

async function post(
  productId: number,
  branchId: number,
  quantity: number,
  type: 'receipt' | 'sale'
) {
  const actor = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges([{ productId, branchId, quantity, type }], actor, trx)
  )
}

function expectStatus(response: { assertStatus: (status: number) => void }, status: number) {
  response.assertStatus(status)
}

test.group('Stocks / Edit', (group) => {
  group.each.setup(() => freshDatabase())

  test('the page shows the product, the branch, on hand and the latest movements', async ({
    client,
    assert,
  }) => {
    const { product, branch, level } = await stocked('NTH', 8)
    await post(product.id, branch.id, -3, 'sale')
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit(`/stocks/${level.id}/edit`)
    page.assertStatus(200)
    page.assertInertiaComponent('stocks/edit')
    const props = page.inertiaProps
    assert.equal(props.level.onHand, 5)
    assert.equal(props.level.product.name, 'Oat milk 1 l')
    assert.equal(props.level.branch.code, 'NTH')
    assert.deepEqual(
      props.movements.map((row: { type: string; quantity: number; balanceAfter: number }) => [
        row.type,
        row.quantity,
        row.balanceAfter,
      ]),
      [
        ['sale', -3, 5],
        ['receipt', 8, 8],
      ]
    )
    assert.equal(props.seenMovementId, props.movements[0].id)
    assert.notProperty(props.movements[0], 'unitCost')
    assert.deepEqual(props.reasons, ['count', 'damaged', 'lost', 'found', 'correction'])
  })

  test('a count posts the difference, flashes and audits it', async ({ client, assert }) => {
    const { product, branch, level } = await stocked('DTN', 10)
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit(`/stocks/${level.id}/edit`)
    const response = await manager.send(
      'PUT',
      `/stocks/${level.id}`,
      {
        mode: 'count',
        counted: 7,
        reason: 'count',
        note: 'Aisle 4',
        seen_movement_id: page.inertiaProps.seenMovementId,
      },
      fromPage(`/stocks/${level.id}/edit`)
    )
    response.assertStatus(302)
    response.assertHeader('location', `/stocks/${level.id}/edit`)
    assert.equal(await onHand(product.id, branch.id), 7)
    const after = await manager.visit(`/stocks/${level.id}/edit`)
    assert.equal(after.inertiaProps.flash.success, 'Stock adjusted by -3.')
    assert.equal(after.inertiaProps.level.onHand, 7)
    assert.equal(after.inertiaProps.movements[0].reason, 'count')
    assert.equal(after.inertiaProps.movements[0].note, 'Aisle 4')
    const event = await AuditEvent.findByOrFail('action', 'stock.adjusted')
    assert.equal(event.branchId, branch.id)
    assert.deepEqual(event.changes!.on_hand, { from: 10, to: 7 })

    // The audit log names the stock adjusted and links to it.
    const log = await manager.visit('/audit')
    const shown = log.inertiaProps.events.find(
      (row: { action: string }) => row.action === 'stock.adjusted'
    )
    assert.equal(shown.actionLabel, 'Adjusted stock')
    assert.deepEqual(shown.subject, {
      name: 'Oat milk 1 l at Downtown',
      href: `/stocks/${level.id}/edit`,
    })
    await assertLedgerInvariant(assert)
  })

  test('a signed change is posted as it is', async ({ client, assert }) => {
    const { product, branch, level } = await stocked('DTN', 10)
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/stocks/${level.id}/edit`)
    await admin.send('PUT', `/stocks/${level.id}`, {
      mode: 'change',
      change: -4,
      reason: 'damaged',
      seen_movement_id: page.inertiaProps.seenMovementId,
    })
    assert.equal(await onHand(product.id, branch.id), 6)
    const after = await admin.visit(`/stocks/${level.id}/edit`)
    assert.equal(after.inertiaProps.flash.success, 'Stock adjusted by -4.')
    await assertLedgerInvariant(assert)
  })

  test('a count is refused with the new figure when stock moved since the page was opened', async ({
    client,
    assert,
  }) => {
    const { product, branch, level } = await stocked('DTN', 10)
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit(`/stocks/${level.id}/edit`)
    await post(product.id, branch.id, -2, 'sale')
    const response = await manager.send(
      'PUT',
      `/stocks/${level.id}`,
      {
        mode: 'count',
        counted: 9,
        reason: 'count',
        seen_movement_id: page.inertiaProps.seenMovementId,
      },
      fromPage(`/stocks/${level.id}/edit`)
    )
    response.assertHeader('location', `/stocks/${level.id}/edit`)
    const form = await manager.visit(`/stocks/${level.id}/edit`)
    assert.equal(
      form.inertiaProps.errors.counted,
      'The quantity on hand changed to 8 since this page was opened. Check the new figure and try again.'
    )
    assert.equal(form.inertiaProps.level.onHand, 8)
    assert.equal(await onHand(product.id, branch.id), 8)
    await assertLedgerInvariant(assert)
  })

  test('validation and the negative-stock rule answer beside their fields', async ({
    client,
    assert,
  }) => {
    const { product, branch, level } = await stocked('DTN', 3)
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/stocks/${level.id}/edit`)
    const seen = page.inertiaProps.seenMovementId
    const edit = fromPage(`/stocks/${level.id}/edit`)

    await admin.send(
      'PUT',
      `/stocks/${level.id}`,
      { mode: 'count', reason: 'gone', seen_movement_id: seen },
      edit
    )
    let form = await admin.visit(`/stocks/${level.id}/edit`)
    assert.equal(form.inertiaProps.errors.counted, 'Enter the quantity you counted.')
    assert.equal(form.inertiaProps.errors.reason, 'Choose a reason from the list.')

    await admin.send(
      'PUT',
      `/stocks/${level.id}`,
      { mode: 'change', change: -4, reason: 'lost', seen_movement_id: seen },
      edit
    )
    form = await admin.visit(`/stocks/${level.id}/edit`)
    assert.equal(
      form.inertiaProps.errors.change,
      'Not enough Oat milk 1 l at Downtown: 3 available, 4 needed.'
    )

    await admin.send(
      'PUT',
      `/stocks/${level.id}`,
      { mode: 'change', change: 0, reason: 'lost', seen_movement_id: seen },
      edit
    )
    form = await admin.visit(`/stocks/${level.id}/edit`)
    assert.equal(form.inertiaProps.errors.change, 'Enter a change other than zero.')
    assert.equal(await onHand(product.id, branch.id), 3)
    await assertLedgerInvariant(assert)
  })

  test('another branch’s level answers 404; without stock.adjust 403', async ({
    client,
    assert,
  }) => {
    const { product, branch, level } = await stocked('DTN', 3)
    const clerk = await signedIn(client, 'clerk@demo.test')
    expectStatus(await clerk.visit(`/stocks/${level.id}/edit`), 404)
    expectStatus(
      await clerk.send('PUT', `/stocks/${level.id}`, {
        mode: 'change',
        change: -1,
        reason: 'lost',
        seen_movement_id: null,
      }),
      404
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    expectStatus(await cashier.visit(`/stocks/${level.id}/edit`), 403)
    expectStatus(
      await cashier.send('PUT', `/stocks/${level.id}`, {
        mode: 'change',
        change: -1,
        reason: 'lost',
        seen_movement_id: null,
      }),
      403
    )
    const admin = await signedIn(client, 'admin@demo.test')
    expectStatus(await admin.visit(`/stocks/${level.id + 1}/edit`), 404)
    assert.equal(await onHand(product.id, branch.id), 3)
  })
})

test.group('Stocks / Edit for a product a branch never held', (group) => {
  group.each.setup(() => freshDatabase())

  test('the form opens at 0, a count makes the level, and an existing level redirects', async ({
    client,
    assert,
  }) => {
    const product = await labelProduct({ name: 'Rye bread' })
    const northside = await branchCoded('NTH')
    const clerk = await signedIn(client, 'clerk@demo.test')
    const path = `/stocks/adjust?product=${product.id}&branch=${northside.id}`
    const page = await clerk.visit(path)
    page.assertStatus(200)
    page.assertInertiaComponent('stocks/edit')
    assert.isNull(page.inertiaProps.level.id)
    assert.equal(page.inertiaProps.level.onHand, 0)
    assert.isNull(page.inertiaProps.seenMovementId)

    const response = await clerk.post(
      path,
      { mode: 'count', counted: 6, reason: 'found', seen_movement_id: null },
      fromPage(path)
    )
    const level = await StockLevel.query()
      .where({ product_id: product.id, branch_id: northside.id })
      .firstOrFail()
    response.assertHeader('location', `/stocks/${level.id}/edit`)
    assert.equal(level.onHand, 6)
    const again = await clerk.visit(path)
    again.assertStatus(302)
    again.assertHeader('location', `/stocks/${level.id}/edit`)
    await assertLedgerInvariant(assert)
  })

  test('a branch outside the user’s scope answers 404 and a stale count is refused', async ({
    client,
    assert,
  }) => {
    const product = await labelProduct({ name: 'Rye bread' })
    const downtown = await branchCoded('DTN')
    const clerk = await signedIn(client, 'clerk@demo.test')
    const path = `/stocks/adjust?product=${product.id}&branch=${downtown.id}`
    expectStatus(await clerk.visit(path), 404)
    expectStatus(
      await clerk.post(path, {
        mode: 'count',
        counted: 1,
        reason: 'found',
        seen_movement_id: null,
      }),
      404
    )
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.visit(path)
    // Received meanwhile: the page's "nothing moved yet" is stale.
    await post(product.id, downtown.id, 4, 'receipt')
    await manager.post(
      path,
      { mode: 'count', counted: 1, reason: 'count', seen_movement_id: null },
      fromPage(path)
    )
    const level = await StockLevel.query()
      .where({ product_id: product.id, branch_id: downtown.id })
      .firstOrFail()
    assert.equal(level.onHand, 4)
    await assertLedgerInvariant(assert)
  })
})

test.group('Stocks / Edit under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase())

  test('20 requests each taking 1 of the last 5 units: exactly 5 are posted', async ({
    client,
    assert,
  }) => {
    const connection = db.connection()
    if (connection.dialect.name === 'postgres') {
      // A real race needs many connections at once: no test-wide transaction, a pool of 10 or more.
      const pool = (connection.getWriteClient().client as unknown as { pool: { max: number } }).pool
      assert.isAtLeast(pool.max, 10)
    }
    const { product, branch, level } = await stocked('DTN', 5)
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit(`/stocks/${level.id}/edit`)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        manager.clone().send('PUT', `/stocks/${level.id}`, {
          mode: 'change',
          change: -1,
          reason: 'lost',
          seen_movement_id: page.inertiaProps.seenMovementId,
        })
      )
    )
    // Every request ends in a redirect: to the level when posted, back with the refusal otherwise.
    assert.deepEqual([...new Set(responses.map((response) => response.status()))], [302])
    const adjustments = await db
      .from('stock_movements')
      .where({ product_id: product.id, type: 'adjustment' })
      .count('* as total')
    assert.equal(Number(adjustments[0].total), 5)
    assert.equal(await onHand(product.id, branch.id), 0)
    await assertLedgerInvariant(assert)
  }).timeout(120_000)
})
