import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import AuditEvent from '#models/audit_event'
import { timestampBinding } from '#support/sql_time'
import StockMovement from '#models/stock_movement'
import StockTransfer from '#models/stock_transfer'
import StockTransferLine from '#models/stock_transfer_line'
import type Product from '#models/product'
import { postStockChanges } from '#services/stock/stock_ledger'
import { createTransfer, receiveTransfer, sendTransfer } from '#services/stock/stock_moves'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

async function stock(product: Product, branchId: number, quantity: number) {
  const actor = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges(
      [{ productId: product.id, branchId, quantity, type: 'receipt', unitCost: 100 }],
      actor,
      trx
    )
  )
}

async function world() {
  const dtn = await branchCoded('DTN')
  const nth = await branchCoded('NTH')
  const hbr = await branchCoded('HBR')
  const chips = await labelProduct({ name: 'Sea Salt Chips', sku: 'SNK-001' })
  const cola = await labelProduct({ name: 'Cola 330 ml', sku: 'DRK-010' })
  await stock(chips, dtn.id, 10)
  await stock(cola, dtn.id, 6)
  await stock(chips, hbr.id, 5)
  return { dtn, nth, hbr, chips, cola }
}

async function draftBy(email: string, from: number, to: number, lines: [Product, number][]) {
  return createTransfer(
    {
      fromBranchId: from,
      toBranchId: to,
      lines: lines.map(([product, quantity]) => ({ productId: product.id, quantity })),
    },
    await actorFor(email)
  )
}

async function sentBy(email: string, from: number, to: number, lines: [Product, number][]) {
  const transfer = await draftBy(email, from, to, lines)
  await sendTransfer(transfer, await actorFor(email))
  return transfer
}

function linesOf(transfer: StockTransfer) {
  return StockTransferLine.query().where('stock_transfer_id', transfer.id).orderBy('id')
}

async function lineQuantities(transfer: StockTransfer) {
  const lines = await linesOf(transfer)
  return lines.map((line) => [line.productId, line.quantity])
}

async function statusOf(response: Promise<{ status(): number }>) {
  const answer = await response
  return answer.status()
}

async function menuOf(agent: { visit(url: string): Promise<{ inertiaProps: any }> }) {
  const page = await agent.visit('/dashboard')
  return page.inertiaProps.menu
}

test.group('Stock moves: list', (group) => {
  group.each.setup(() => freshDatabase())

  test('lists transfers with either end in the user’s branches, with figures and filters', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const first = await draftBy('manager@demo.test', w.dtn.id, w.nth.id, [
      [w.chips, 4],
      [w.cola, 2],
    ])
    const toHarbour = await sentBy('manager@demo.test', w.dtn.id, w.hbr.id, [[w.cola, 1]])
    // Harbour Mall → Downtown reaches the manager's branch; Harbour's own stock is nobody's here.
    const fromHarbour = await draftBy('admin@demo.test', w.hbr.id, w.dtn.id, [[w.chips, 1]])

    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/stock-moves')
    page.assertStatus(200)
    page.assertInertiaComponent('stock_moves/index')
    const numbers = page.inertiaProps.transfers.map((row: { number: string }) => row.number)
    assert.deepEqual(numbers, [fromHarbour.number, toHarbour.number, first.number])
    const row = page.inertiaProps.transfers[2]
    assert.equal(row.number, 'TR-000001')
    assert.equal(row.status, 'draft')
    assert.equal(row.linesCount, 2)
    assert.equal(row.units, 6)
    assert.equal(row.from.name, w.dtn.name)
    assert.equal(row.to.name, w.nth.name)
    assert.equal(row.created.by, 'Maria Lopez')
    assert.isTrue(page.inertiaProps.canManage)
    assert.equal(page.inertiaProps.meta.total, 3)

    // The clerk works at Northside: only the move to Northside.
    const clerk = await signedIn(client, 'clerk@demo.test')
    const theirs = await clerk.visit('/stock-moves')
    assert.deepEqual(
      theirs.inertiaProps.transfers.map((r: { number: string }) => r.number),
      ['TR-000001']
    )
    assert.deepEqual(
      theirs.inertiaProps.branches.map((b: { label: string }) => b.label),
      [`${w.nth.name} (NTH)`]
    )

    const byStatus = await manager.visit('/stock-moves?status=sent')
    assert.deepEqual(
      byStatus.inertiaProps.transfers.map((r: { number: string }) => r.number),
      [toHarbour.number]
    )
    assert.equal(byStatus.inertiaProps.filters.status, 'sent')
    const byBranch = await manager.visit(`/stock-moves?branch=${w.nth.id}`)
    assert.deepEqual(
      byBranch.inertiaProps.transfers.map((r: { number: string }) => r.number),
      ['TR-000001']
    )
    // Harbour Mall is not the manager's branch: missing, as on every list that takes a branch.
    const harbourEnds = await manager.visit(`/stock-moves?branch=${w.hbr.id}`)
    assert.equal(harbourEnds.status(), 404)
    const byProduct = await manager.visit('/stock-moves?search=drk-010')
    assert.deepEqual(
      byProduct.inertiaProps.transfers.map((r: { number: string }) => r.number),
      [toHarbour.number, first.number]
    )
    const byNumber = await manager.visit('/stock-moves?search=TR-000003')
    assert.deepEqual(
      byNumber.inertiaProps.transfers.map((r: { number: string }) => r.number),
      ['TR-000003']
    )
    const oldest = await manager.visit('/stock-moves?sort=oldest')
    assert.equal(oldest.inertiaProps.transfers[0].number, 'TR-000001')
  })

  test('the date filter reads the shop’s days', async ({ client, assert }) => {
    const w = await world()
    const old = await draftBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 1]])
    await draftBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.cola, 1]])
    await db
      .from('stock_transfers')
      .where('id', old.id)
      .update({
        created_at: timestampBinding(
          DateTime.fromISO('2026-01-10T12:00:00Z'),
          db.connection().dialect.name
        ),
      })
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/stock-moves?from=2026-01-10&to=2026-01-10')
    assert.deepEqual(
      page.inertiaProps.transfers.map((r: { number: string }) => r.number),
      ['TR-000001']
    )
    assert.equal(page.inertiaProps.filters.from, '2026-01-10')
    const later = await manager.visit('/stock-moves?from=2026-01-11')
    assert.deepEqual(
      later.inertiaProps.transfers.map((r: { number: string }) => r.number),
      ['TR-000002']
    )
  })

  test('the cashier may not open stock moves; the menu shows them only to those who may', async ({
    client,
    assert,
  }) => {
    const w = await world()
    await sentBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 2]])
    await sentBy('manager@demo.test', w.dtn.id, w.hbr.id, [[w.cola, 1]])
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.visit('/stock-moves')), 403)
    const dashboard = await cashier.visit('/dashboard')
    const names = JSON.stringify(dashboard.inertiaProps.menu)
    assert.notInclude(names, 'Stock moves')

    // The clerk's badge: one transfer waiting at Northside.
    const clerk = await signedIn(client, 'clerk@demo.test')
    const clerkMenu = await menuOf(clerk)
    const entry = clerkMenu.find((node: { name: string }) => node.name === 'Stock moves')
    assert.equal(entry.to, '/stock-moves')
    assert.equal(entry.badge, 1)
    const headingIndex = clerkMenu.findIndex((node: { name: string }) => node.name === 'Inventory')
    assert.isTrue(clerkMenu[headingIndex].heading)
    // The manager sees Northside's one too; Harbour Mall's is not theirs to receive.
    const manager = await signedIn(client, 'manager@demo.test')
    const managerMenu = await menuOf(manager)
    const managerEntry = managerMenu.find((node: { name: string }) => node.name === 'Stock moves')
    assert.equal(managerEntry.badge, 1)
    await assertLedgerInvariant(assert)
  })
})

test.group('Stock moves: create and edit drafts', (group) => {
  group.each.setup(() => freshDatabase())

  test('the create form offers the user’s branches as sources and every active branch as destination', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit('/stock-moves/create')
    page.assertStatus(200)
    page.assertInertiaComponent('stock_moves/create')
    assert.deepEqual(
      page.inertiaProps.sources.map((o: { value: string }) => o.value),
      [String(w.nth.id)]
    )
    assert.sameMembers(
      page.inertiaProps.destinations.map((o: { value: string }) => o.value),
      [String(w.dtn.id), String(w.nth.id), String(w.hbr.id)]
    )
    const found = await clerk.get('/stock-moves/products?search=cola')
    found.assertStatus(200)
    assert.deepEqual(
      found.body().products.map((p: { sku: string }) => p.sku),
      ['DRK-010']
    )
    // A scanned SKU is the product itself, added at once by the form.
    const scanned = await clerk.get('/stock-moves/products?search=drk-010')
    assert.equal(scanned.body().exact.sku, 'DRK-010')
    assert.deepEqual(scanned.body().products, [])
  })

  test('saving a draft numbers it, moves nothing and lands on its page with a toast', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.post('/stock-moves', {
      from_branch_id: String(w.dtn.id),
      to_branch_id: String(w.nth.id),
      note: 'For the weekend',
      lines: [
        { product_id: w.chips.id, quantity: 4, name: 'ignored' },
        { product_id: w.cola.id, quantity: 2 },
      ],
    })
    response.assertStatus(302)
    const transfer = await StockTransfer.findByOrFail('number', 'TR-000001')
    response.assertHeader('location', `/stock-moves/${transfer.id}/edit`)
    assert.equal(transfer.status, 'draft')
    assert.equal(transfer.note, 'For the weekend')
    assert.deepEqual(await lineQuantities(transfer), [
      [w.chips.id, 4],
      [w.cola.id, 2],
    ])
    assert.equal(await onHand(w.chips.id, w.dtn.id), 10)

    const page = await manager.visit(`/stock-moves/${transfer.id}/edit`)
    page.assertInertiaComponent('stock_moves/edit')
    assert.equal(page.inertiaProps.flash.success, 'Stock move TR-000001 saved as a draft.')
    assert.deepEqual(page.inertiaProps.can, {
      edit: true,
      send: true,
      receive: false,
      cancel: true,
    })
    assert.equal(page.inertiaProps.transfer.lines[0].name, 'Sea Salt Chips')
    assert.lengthOf(page.inertiaProps.sources, 2)
    assert.exists(await AuditEvent.findBy('action', 'transfer.created'))
  })

  test('each line’s message sits beside its own field and nothing is saved', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.post(
      '/stock-moves',
      {
        from_branch_id: String(w.dtn.id),
        to_branch_id: String(w.nth.id),
        note: 'Keep me',
        lines: [
          { product_id: w.chips.id, quantity: 3 },
          { product_id: w.cola.id, quantity: 0 },
        ],
      },
      fromPage('/stock-moves/create')
    )
    const form = await manager.visit('/stock-moves/create')
    assert.equal(form.inertiaProps.errors['lines.1.quantity'], 'Move at least 1.')
    assert.notProperty(form.inertiaProps.errors, 'lines.0.quantity')

    await manager.post(
      '/stock-moves',
      {
        from_branch_id: String(w.dtn.id),
        to_branch_id: String(w.nth.id),
        lines: [
          { product_id: w.chips.id, quantity: 3 },
          { product_id: w.cola.id, quantity: 2.5 },
        ],
      },
      fromPage('/stock-moves/create')
    )
    const decimals = await manager.visit('/stock-moves/create')
    assert.equal(
      decimals.inertiaProps.errors['lines.1.quantity'],
      'Enter the quantity as a whole number.'
    )

    await manager.post(
      '/stock-moves',
      { from_branch_id: String(w.dtn.id), to_branch_id: String(w.dtn.id), lines: [] },
      fromPage('/stock-moves/create')
    )
    const empty = await manager.visit('/stock-moves/create')
    assert.equal(empty.inertiaProps.errors.lines, 'Add at least one product.')

    await manager.post(
      '/stock-moves',
      {
        from_branch_id: String(w.dtn.id),
        to_branch_id: String(w.dtn.id),
        lines: [{ product_id: w.chips.id, quantity: 1 }],
      },
      fromPage('/stock-moves/create')
    )
    const same = await manager.visit('/stock-moves/create')
    assert.equal(
      same.inertiaProps.errors.to_branch_id,
      'Choose a destination other than the source branch.'
    )
    assert.lengthOf(await StockTransfer.all(), 0)
  })

  test('a draft out of the user’s branches cannot be created; a transfer outside them answers 404', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const clerk = await signedIn(client, 'clerk@demo.test')
    await clerk.post(
      '/stock-moves',
      {
        from_branch_id: String(w.dtn.id),
        to_branch_id: String(w.nth.id),
        lines: [{ product_id: w.chips.id, quantity: 1 }],
      },
      fromPage('/stock-moves/create')
    )
    const form = await clerk.visit('/stock-moves/create')
    assert.equal(
      form.inertiaProps.errors.from_branch_id,
      'You can only move stock out of your own branches.'
    )
    assert.lengthOf(await StockTransfer.all(), 0)

    const harbour = await draftBy('admin@demo.test', w.hbr.id, w.dtn.id, [[w.chips, 1]])
    assert.equal(await statusOf(clerk.visit(`/stock-moves/${harbour.id}/edit`)), 404)
    assert.equal(await statusOf(clerk.post(`/stock-moves/${harbour.id}/cancel`)), 404)
    const put = clerk.send('PUT', `/stock-moves/${harbour.id}`, {
      from_branch_id: String(w.nth.id),
      to_branch_id: String(w.dtn.id),
      lines: [{ product_id: w.chips.id, quantity: 1 }],
    })
    assert.equal(await statusOf(put), 404)
    assert.equal(await statusOf(clerk.visit('/stock-moves/999999/edit')), 404)
    await harbour.refresh()
    assert.equal(harbour.status, 'draft')
  })

  test('updating a draft replaces its lines; once sent it is read-only', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const transfer = await draftBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 4]])
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.send('PUT', `/stock-moves/${transfer.id}`, {
      from_branch_id: String(w.dtn.id),
      to_branch_id: String(w.hbr.id),
      lines: [{ product_id: w.cola.id, quantity: 5 }],
    })
    response.assertHeader('location', `/stock-moves/${transfer.id}/edit`)
    await transfer.refresh()
    assert.equal(transfer.toBranchId, w.hbr.id)
    assert.deepEqual(await lineQuantities(transfer), [[w.cola.id, 5]])
    const saved = await manager.visit(`/stock-moves/${transfer.id}/edit`)
    assert.equal(saved.inertiaProps.flash.success, 'Stock move TR-000001 saved.')

    await sendTransfer(transfer, await actorFor('manager@demo.test'))
    await manager.send(
      'PUT',
      `/stock-moves/${transfer.id}`,
      {
        from_branch_id: String(w.dtn.id),
        to_branch_id: String(w.nth.id),
        lines: [{ product_id: w.chips.id, quantity: 1 }],
      },
      fromPage(`/stock-moves/${transfer.id}/edit`)
    )
    const page = await manager.visit(`/stock-moves/${transfer.id}/edit`)
    assert.equal(page.inertiaProps.flash.error, 'TR-000001 was already sent by Maria Lopez.')
    assert.deepEqual(page.inertiaProps.can, {
      edit: false,
      send: false,
      receive: false,
      cancel: true,
    })
    assert.equal(page.inertiaProps.transfer.sent.by, 'Maria Lopez')
    assert.deepEqual(page.inertiaProps.sources, [])
    assert.deepEqual(await lineQuantities(transfer), [[w.cola.id, 5]])
    await assertLedgerInvariant(assert)
  })
})

test.group('Stock moves: send, receive, cancel', (group) => {
  group.each.setup(() => freshDatabase())

  test('the audit log names a transfer by its number and links to it', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const transfer = await sentBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 1]])
    const admin = await signedIn(client, 'admin@demo.test')
    const log = await admin.visit('/audit?action=transfer.sent')
    const [event] = log.inertiaProps.events
    assert.deepEqual(event.subject, {
      name: 'TR-000001',
      href: `/stock-moves/${transfer.id}/edit`,
    })
    assert.equal(event.actionLabel, 'Sent stock move')
  })

  test('the manager sends; the stock leaves Downtown', async ({ client, assert }) => {
    const w = await world()
    const transfer = await draftBy('manager@demo.test', w.dtn.id, w.nth.id, [
      [w.chips, 4],
      [w.cola, 2],
    ])
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.post(`/stock-moves/${transfer.id}/send`)
    response.assertHeader('location', `/stock-moves/${transfer.id}/edit`)
    await transfer.refresh()
    assert.equal(transfer.status, 'sent')
    assert.equal(await onHand(w.chips.id, w.dtn.id), 6)
    assert.equal(await onHand(w.cola.id, w.dtn.id), 4)
    const page = await manager.visit(`/stock-moves/${transfer.id}/edit`)
    assert.equal(
      page.inertiaProps.flash.success,
      'Stock move TR-000001 sent: the stock left the source.'
    )
    await assertLedgerInvariant(assert)
  })

  test('sending more than the source holds is refused as a toast; nothing moves', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const transfer = await draftBy('manager@demo.test', w.dtn.id, w.nth.id, [
      [w.chips, 4],
      [w.cola, 7],
    ])
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.post(
      `/stock-moves/${transfer.id}/send`,
      {},
      fromPage(`/stock-moves/${transfer.id}/edit`)
    )
    const page = await manager.visit(`/stock-moves/${transfer.id}/edit`)
    assert.equal(
      page.inertiaProps.flash.error,
      `Not enough Cola 330 ml at ${w.dtn.name}: 6 available, 7 needed.`
    )
    await transfer.refresh()
    assert.equal(transfer.status, 'draft')
    assert.equal(await onHand(w.chips.id, w.dtn.id), 10)
    assert.lengthOf(await StockMovement.query().where('reference_type', 'stock_transfer'), 0)
  })

  test('the clerk cannot send from Downtown; a stale send button is refused', async ({
    client,
    assert,
  }) => {
    const w = await world()
    // Northside → Downtown is the clerk's own; Downtown → Northside only arrives at theirs.
    const toNorthside = await draftBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 1]])
    const clerk = await signedIn(client, 'clerk@demo.test')
    const view = await clerk.visit(`/stock-moves/${toNorthside.id}/edit`)
    view.assertStatus(200)
    assert.deepEqual(view.inertiaProps.can, {
      edit: false,
      send: false,
      receive: false,
      cancel: false,
    })
    await clerk.post(
      `/stock-moves/${toNorthside.id}/send`,
      {},
      fromPage(`/stock-moves/${toNorthside.id}/edit`)
    )
    const page = await clerk.visit(`/stock-moves/${toNorthside.id}/edit`)
    assert.equal(page.inertiaProps.flash.error, `Only a user of ${w.dtn.name} can send TR-000001.`)
    await toNorthside.refresh()
    assert.equal(toNorthside.status, 'draft')
  })

  test('the clerk receives with a shortfall; the reason is required beside its line', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const transfer = await sentBy('manager@demo.test', w.dtn.id, w.nth.id, [
      [w.chips, 4],
      [w.cola, 2],
    ])
    const [chipsLine, colaLine] = await linesOf(transfer)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const view = await clerk.visit(`/stock-moves/${transfer.id}/edit`)
    assert.isTrue(view.inertiaProps.can.receive)
    assert.isFalse(view.inertiaProps.can.cancel)

    const page = `/stock-moves/${transfer.id}/edit`
    await clerk.post(
      `/stock-moves/${transfer.id}/receive`,
      {
        lines: [
          { id: chipsLine.id, received_quantity: 3, shortfall_reason: '' },
          { id: colaLine.id, received_quantity: 2, shortfall_reason: '' },
        ],
      },
      fromPage(page)
    )
    const refused = await clerk.visit(page)
    assert.equal(
      refused.inertiaProps.errors['lines.0.shortfall_reason'],
      '1 of 4 missing: say why (lost, damaged in transit…).'
    )
    assert.equal(await onHand(w.chips.id, w.nth.id), 0)

    await clerk.post(
      `/stock-moves/${transfer.id}/receive`,
      {
        lines: [
          { id: chipsLine.id, received_quantity: 3, shortfall_reason: 'Bag torn' },
          { id: colaLine.id, received_quantity: 3 },
        ],
      },
      fromPage(page)
    )
    const tooMany = await clerk.visit(page)
    assert.equal(
      tooMany.inertiaProps.errors['lines.1.received_quantity'],
      'Enter a whole number from 0 to 2 (the quantity sent).'
    )

    const response = await clerk.post(
      `/stock-moves/${transfer.id}/receive`,
      {
        lines: [
          { id: chipsLine.id, received_quantity: 3, shortfall_reason: 'Bag torn' },
          { id: colaLine.id, received_quantity: 2 },
        ],
      },
      fromPage(page)
    )
    response.assertHeader('location', page)
    assert.equal(await onHand(w.chips.id, w.nth.id), 3)
    assert.equal(await onHand(w.cola.id, w.nth.id), 2)
    assert.equal(await onHand(w.chips.id, w.dtn.id), 6)
    const done = await clerk.visit(page)
    assert.equal(done.inertiaProps.flash.success, 'Stock move TR-000001 received.')
    assert.equal(done.inertiaProps.transfer.status, 'received')
    assert.equal(done.inertiaProps.transfer.received.by, 'Jordan Lee')
    assert.deepEqual(
      done.inertiaProps.transfer.lines.map(
        (line: { receivedQuantity: number; shortfallReason: string | null }) => [
          line.receivedQuantity,
          line.shortfallReason,
        ]
      ),
      [
        [3, 'Bag torn'],
        [2, null],
      ]
    )
    assert.isFalse(done.inertiaProps.can.receive)

    // A second receive, from a tab still showing the form, is refused by name.
    await clerk.post(
      `/stock-moves/${transfer.id}/receive`,
      {
        lines: [
          { id: chipsLine.id, received_quantity: 4 },
          { id: colaLine.id, received_quantity: 2 },
        ],
      },
      fromPage(page)
    )
    const again = await clerk.visit(page)
    assert.equal(again.inertiaProps.flash.error, 'TR-000001 was already received by Jordan Lee.')
    assert.equal(await onHand(w.chips.id, w.nth.id), 3)
    await assertLedgerInvariant(assert)
  })

  test('the cashier (Downtown, no transfer permissions) gets 403 on every step', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const transfer = await sentBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 1]])
    const cashier = await signedIn(client, 'cashier@demo.test')
    for (const [method, url] of [
      ['GET', `/stock-moves/${transfer.id}/edit`],
      ['GET', '/stock-moves/create'],
      ['POST', '/stock-moves'],
      ['POST', `/stock-moves/${transfer.id}/receive`],
      ['POST', `/stock-moves/${transfer.id}/cancel`],
      ['POST', `/stock-moves/${transfer.id}/send`],
      ['PUT', `/stock-moves/${transfer.id}`],
    ] as const) {
      const response = await cashier.send(method, url, {})
      assert.equal(response.status(), 403, `${method} ${url}`)
    }
    await transfer.refresh()
    assert.equal(transfer.status, 'sent')
  })

  test('a draft cannot be received, even by posting the form: nothing arrives', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const transfer = await draftBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 4]])
    const [line] = await linesOf(transfer)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = `/stock-moves/${transfer.id}/edit`
    await clerk.post(
      `/stock-moves/${transfer.id}/receive`,
      { lines: [{ id: line.id, received_quantity: 4 }] },
      fromPage(page)
    )
    const shown = await clerk.visit(page)
    assert.equal(
      shown.inertiaProps.flash.error,
      'TR-000001 is still a draft: it has not been sent.'
    )
    await transfer.refresh()
    assert.equal(transfer.status, 'draft')
    assert.isNull(transfer.receivedAt)
    assert.equal(await onHand(w.chips.id, w.nth.id), 0)
    assert.equal(await onHand(w.chips.id, w.dtn.id), 10)
    assert.lengthOf(await StockMovement.query().where('type', 'transfer_in'), 0)
  })

  test('a received transfer cannot be cancelled: its stock stays where it arrived', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const transfer = await sentBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 4]])
    const [line] = await linesOf(transfer)
    await receiveTransfer(
      transfer,
      [{ lineId: line.id, receivedQuantity: 4 }],
      await actorFor('clerk@demo.test')
    )
    const manager = await signedIn(client, 'manager@demo.test')
    const page = `/stock-moves/${transfer.id}/edit`
    await manager.post(`/stock-moves/${transfer.id}/cancel`, {}, fromPage(page))
    const shown = await manager.visit(page)
    assert.equal(shown.inertiaProps.flash.error, 'TR-000001 was already received by Jordan Lee.')
    await transfer.refresh()
    assert.equal(transfer.status, 'received')
    assert.isNull(transfer.cancelledAt)
    assert.equal(await onHand(w.chips.id, w.dtn.id), 6)
    assert.equal(await onHand(w.chips.id, w.nth.id), 4)
    assert.lengthOf(await StockMovement.query().where('type', 'transfer_cancel'), 0)
    await assertLedgerInvariant(assert)
  })

  test('cancelling a sent transfer returns the stock to Downtown', async ({ client, assert }) => {
    const w = await world()
    const transfer = await sentBy('manager@demo.test', w.dtn.id, w.nth.id, [[w.chips, 4]])
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.post(`/stock-moves/${transfer.id}/cancel`)
    response.assertHeader('location', `/stock-moves/${transfer.id}/edit`)
    await transfer.refresh()
    assert.equal(transfer.status, 'cancelled')
    assert.equal(await onHand(w.chips.id, w.dtn.id), 10)
    const page = await manager.visit(`/stock-moves/${transfer.id}/edit`)
    assert.equal(page.inertiaProps.flash.success, 'Stock move TR-000001 cancelled.')
    assert.equal(page.inertiaProps.transfer.cancelled.by, 'Maria Lopez')
    assert.deepEqual(page.inertiaProps.can, {
      edit: false,
      send: false,
      receive: false,
      cancel: false,
    })
    await assertLedgerInvariant(assert)
  })
})
