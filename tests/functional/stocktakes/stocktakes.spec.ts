import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Role from '#models/role'
import User from '#models/user'
import Stocktake from '#models/stocktake'
import StocktakeCount from '#models/stocktake_count'
import type Product from '#models/product'
import { postStockChanges } from '#services/stock/stock_ledger'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { recordCount } from '#services/stocktakes/record_count'
import { finishCounting } from '#services/stocktakes/finish_counting'
import { postStocktake } from '#services/stocktakes/post_stocktake'
import { fromPage, signedIn, type Agent } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { pdfText } from '#tests/helpers/pdf'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

async function stock(product: Product, branchId: number, quantity: number) {
  const admin = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges([{ productId: product.id, branchId, quantity, type: 'receipt' }], admin, trx)
  )
}

/** Northside with chips (12) and nuts (5); a Downtown count the clerk (Northside only) cannot reach. */
async function world() {
  const nth = await branchCoded('NTH')
  const dtn = await branchCoded('DTN')
  const chips = await labelProduct({
    name: 'Sea Salt Chips',
    sku: 'SNK-001',
    barcode: '4006381333931',
    category: 'Snacks',
    cost: 150,
  })
  const nuts = await labelProduct({
    name: 'Roasted Nuts',
    sku: 'SNK-002',
    category: 'Snacks',
    cost: 400,
  })
  const cola = await labelProduct({ name: 'Cola', sku: 'DRK-001', category: 'Drinks', cost: 90 })
  await stock(chips, nth.id, 12)
  await stock(nuts, nth.id, 5)
  await stock(cola, nth.id, 7)
  return { nth, dtn, chips, nuts, cola }
}

type World = Awaited<ReturnType<typeof world>>

async function counting(
  w: World,
  fields: { coverage?: 'branch' | 'categories'; blind?: boolean } = {}
) {
  const manager = await actorFor('manager@demo.test')
  const stocktake = await createStocktake(
    {
      branchId: w.nth.id,
      coverage: fields.coverage ?? 'branch',
      categories: fields.coverage === 'categories' ? ['Snacks'] : undefined,
      blind: fields.blind ?? true,
    },
    manager
  )
  return startStocktake(stocktake, manager)
}

/** counter@demo.test counts at Northside and does nothing else. */
async function createCounter() {
  const role = await Role.create({
    name: 'Counter',
    permissions: ['stock.view', 'stock.count'],
    allBranches: false,
    maxDiscountBp: 0,
    isSystem: false,
  })
  const user = await User.create({
    name: 'Cora Counter',
    email: 'counter@demo.test',
    password: 'demo-password',
    roleId: role.id,
    isActive: true,
    emailVerifiedAt: DateTime.utc(),
  })
  const nth = await branchCoded('NTH')
  await user.related('branches').attach([nth.id])
  return user
}

function countJson(agent: Agent, stocktake: Stocktake, body: Record<string, unknown>) {
  return agent.post(`/stocktakes/${stocktake.id}/counts`, body, (request) => {
    request.header('Accept', 'application/json')
  })
}

async function entries() {
  const rows = await StocktakeCount.query()
  return rows.length
}

test.group('Stocktakes: pages and access', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager creates a count at a branch of theirs; another branch is refused beside the field', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const manager = await signedIn(client, 'manager@demo.test')
    const created = await manager.post(
      '/stocktakes',
      { branch_id: w.nth.id, coverage: 'branch', blind: true, note: 'Sunday count' },
      fromPage('/stocktakes/create')
    )
    const stocktake = await Stocktake.firstOrFail()
    assert.equal(created.header('location'), `/stocktakes/${stocktake.id}`)
    const page = await manager.visit(`/stocktakes/${stocktake.id}`)
    page.assertInertiaComponent('stocktakes/show')
    assert.equal(page.inertiaProps.flash.success, 'Stocktake SC-000001 created as a draft.')
    assert.deepInclude(page.inertiaProps.can, { start: true, record: false, cancel: true })

    const clerk = await signedIn(client, 'clerk@demo.test')
    await clerk.post(
      '/stocktakes',
      { branch_id: w.dtn.id, coverage: 'branch', blind: true },
      fromPage('/stocktakes/create')
    )
    const form = await clerk.visit('/stocktakes/create')
    assert.equal(form.inertiaProps.errors.branch_id, 'Choose one of your active branches.')
    await clerk.post(
      '/stocktakes',
      { branch_id: w.nth.id, coverage: 'categories', blind: true },
      fromPage('/stocktakes/create')
    )
    const again = await clerk.visit('/stocktakes/create')
    assert.equal(again.inertiaProps.errors.categories, 'Choose at least one category to count.')
    const saved = await Stocktake.all()
    assert.lengthOf(saved, 1)
  })

  test("a cashier may not open stocktakes; another branch's count is not found", async ({
    client,
    assert,
  }) => {
    const w = await world()
    const manager = await actorFor('manager@demo.test')
    const downtown = await createStocktake(
      { branchId: w.dtn.id, coverage: 'branch', blind: true },
      manager
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    const list = await cashier.visit('/stocktakes')
    list.assertStatus(403)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit(`/stocktakes/${downtown.id}`)
    page.assertStatus(404)
    const start = await clerk.post(`/stocktakes/${downtown.id}/start`, {})
    start.assertStatus(404)
    await downtown.refresh()
    assert.equal(downtown.status, 'draft')
  })
})

test.group('Stocktakes: counting over HTTP', (group) => {
  group.each.setup(() => freshDatabase())

  test('a scan adds one and a typed case its quantity; a blind count shows no expected figure', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const stocktake = await counting(w)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const first = await countJson(clerk, stocktake, {
      product_id: w.chips.id,
      quantity: 1,
      source: 'scan',
    })
    first.assertStatus(200)
    assert.equal(first.body().counted, 1)
    const second = await countJson(clerk, stocktake, {
      product_id: w.chips.id,
      quantity: 12,
      source: 'typed',
    })
    assert.deepEqual(second.body(), { counted: 13 })

    const page = await clerk.visit(`/stocktakes/${stocktake.id}`)
    assert.isFalse(page.inertiaProps.can.seeExpected)
    assert.isNull(page.inertiaProps.variance)
    assert.deepEqual(page.inertiaProps.progress, { lines: 3, counted: 1 })
    assert.deepEqual(
      page.inertiaProps.entries.map((entry: { quantity: number }) => entry.quantity),
      [12, 1]
    )
    const found = await clerk.get(`/stocktakes/${stocktake.id}/products?search=4006381333931`)
    assert.equal(found.body().exact.id, w.chips.id)
  })

  test('past 1,000,000, below zero, letters, or a product the count does not cover: a clear message and nothing written', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const stocktake = await counting(w, { coverage: 'categories' })
    const clerk = await signedIn(client, 'clerk@demo.test')
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { product_id: w.chips.id, quantity: 1_000_001, source: 'typed' },
        'quantity',
        'Count at most 1,000,000: no shelf holds more. Check the quantity.',
      ],
      [
        { product_id: w.chips.id, quantity: -1, source: 'typed' },
        'quantity',
        'A count cannot be below 0.',
      ],
      [
        { product_id: w.chips.id, quantity: '12a', source: 'typed' },
        'quantity',
        'Enter the quantity as a whole number, in digits.',
      ],
      [
        { product_id: w.cola.id, quantity: 1, source: 'scan' },
        'product_id',
        'This product is not part of SC-000001: count only what it covers.',
      ],
    ]
    for (const [body, field, message] of cases) {
      const response = await countJson(clerk, stocktake, body)
      response.assertStatus(422)
      assert.deepInclude(response.body().errors[0], { field, message })
    }
    assert.equal(await entries(), 0)
  })

  test('a count on a posted or cancelled stocktake is refused with the reason and writes nothing', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const manager = await actorFor('manager@demo.test')
    const posted = await counting(w)
    await finishCounting(posted, manager)
    await postStocktake(posted, 'keep', manager)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const response = await countJson(clerk, posted, {
      product_id: w.chips.id,
      quantity: 1,
      source: 'scan',
    })
    response.assertStatus(422)
    assert.equal(
      response.body().errors[0].message,
      'SC-000001 is already posted: it cannot be counted. Reload the page to see where it stands.'
    )
    assert.equal(await entries(), 0)
  })

  test('an entry is corrected by its author or a manager, not by another counter', async ({
    client,
    assert,
  }) => {
    const w = await world()
    await createCounter()
    const stocktake = await counting(w)
    const counter = await signedIn(client, 'counter@demo.test')
    await countJson(counter, stocktake, { product_id: w.nuts.id, quantity: 4, source: 'typed' })
    const own = await StocktakeCount.firstOrFail()
    const managers = await recordCount(
      stocktake,
      { productId: w.chips.id, quantity: 3, source: 'typed' },
      await actorFor('manager@demo.test')
    )
    const page = `/stocktakes/${stocktake.id}`
    const refused = await counter.send(
      'PUT',
      `/stocktakes/${stocktake.id}/counts/${managers.entry.id}`,
      { quantity: 9 },
      fromPage(page)
    )
    refused.assertStatus(403)
    await counter.send(
      'PUT',
      `/stocktakes/${stocktake.id}/counts/${own.id}`,
      { quantity: 5 },
      fromPage(page)
    )
    const after = await counter.visit(page)
    assert.equal(after.inertiaProps.flash.success, 'Count corrected to 5.')
    assert.deepEqual(after.inertiaProps.correctable, [own.id])
  })
})

test.group('Stocktakes: the count sheet', (group) => {
  group.each.setup(() => freshDatabase())

  test('lists the lines by category then name with an empty box each, and no expected figure on a blind count', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const blind = await counting(w)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const response = await clerk.get(`/stocktakes/${blind.id}/sheet`)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    const text = await pdfText(Buffer.from(response.body()))
    assert.include(text, 'Count sheet SC-000001')
    assert.isBelow(text.indexOf('Cola'), text.indexOf('Roasted Nuts'))
    assert.isBelow(text.indexOf('Roasted Nuts'), text.indexOf('Sea Salt Chips'))
    assert.include(text, '4006381333931')
    assert.notInclude(text, 'Expected')

    const open = await counting(w, { blind: false })
    const sheet = await clerk.get(`/stocktakes/${open.id}/sheet`)
    const shown = await pdfText(Buffer.from(sheet.body()))
    assert.include(shown, 'Expected')
  })
})

test.group('Stocktakes: review and post over HTTP', (group) => {
  group.each.setup(() => freshDatabase())

  test('the manager reads the variance, posts it, and the product history links the stocktake', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const stocktake = await counting(w)
    const clerk = await signedIn(client, 'clerk@demo.test')
    await countJson(clerk, stocktake, { product_id: w.chips.id, quantity: 9, source: 'typed' })
    await countJson(clerk, stocktake, { product_id: w.nuts.id, quantity: 6, source: 'typed' })
    const manager = await signedIn(client, 'manager@demo.test')
    const page = `/stocktakes/${stocktake.id}`
    await manager.post(`${page}/finish`, {}, fromPage(page))
    const review = await manager.visit(page)
    const variance = review.inertiaProps.variance
    assert.deepEqual(
      variance.counted.lines.map((line: Record<string, number>) => [
        line.productId,
        line.expected,
        line.counted,
        line.difference,
        line.differenceCost,
      ]),
      [
        [w.chips.id, 12, 9, -3, -450],
        [w.nuts.id, 5, 6, 1, 400],
      ]
    )
    assert.deepEqual(
      variance.uncounted.lines.map((line: { productId: number }) => line.productId),
      [w.cola.id]
    )
    // Stock at cost 12 × 150 + 5 × 400 + 7 × 90 = 4,430; net loss 50 is 1.13 %.
    assert.deepInclude(variance.totals, {
      costLost: -450,
      costFound: 400,
      costNet: -50,
      stockValue: 4430,
      shrinkageBp: 113,
    })
    assert.deepInclude(variance.totalsIfZeroed, { costNet: -680, shrinkageBp: 1535 })

    await manager.post(`${page}/post`, { uncounted: 'sometimes' }, fromPage(page))
    const refused = await manager.visit(page)
    assert.equal(
      refused.inertiaProps.errors.uncounted,
      'Choose what happens to the products nobody counted.'
    )
    await manager.post(`${page}/post`, { uncounted: 'zero' }, fromPage(page))
    const posted = await manager.visit(page)
    assert.equal(
      posted.inertiaProps.flash.success,
      'SC-000001 posted: the stock now matches the count.'
    )
    assert.deepEqual(
      [
        await onHand(w.chips.id, w.nth.id),
        await onHand(w.nuts.id, w.nth.id),
        await onHand(w.cola.id, w.nth.id),
      ],
      [9, 6, 0]
    )
    await assertLedgerInvariant(assert)

    const history = await manager.visit(`/stocks/history/${w.chips.id}`)
    const counted = history.inertiaProps.movements.find(
      (row: { type: string }) => row.type === 'count'
    )
    assert.deepEqual(counted.document, {
      type: 'stocktake',
      id: stocktake.id,
      number: 'SC-000001',
      opens: true,
    })

    await manager.post(`${page}/post`, { uncounted: 'keep' }, fromPage(page))
    const twice = await manager.visit(page)
    assert.equal(
      twice.inertiaProps.flash.error,
      'SC-000001 is already posted: it cannot be posted. Reload the page to see where it stands.'
    )
  })

  test('the stocks list says when a posted stocktake last counted each product there', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const manager = await actorFor('manager@demo.test')
    const stocktake = await counting(w)
    await recordCount(stocktake, { productId: w.chips.id, quantity: 12, source: 'typed' }, manager)
    await finishCounting(stocktake, manager)
    await postStocktake(stocktake, 'keep', manager)
    await stocktake.refresh()
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit(`/stocks?branch=${w.nth.id}`)
    const counted = Object.fromEntries(
      page.inertiaProps.stocks.map((row: { id: number; lastCountedAt: string | null }) => [
        row.id,
        row.lastCountedAt,
      ])
    )
    assert.equal(counted[w.chips.id], stocktake.postedAt!.toUTC().toISO())
    // Nobody counted the nuts, and the count left uncounted products as they were.
    assert.isNull(counted[w.nuts.id])
    const elsewhere = await clerk.visit('/stocks')
    assert.isNotNull(
      elsewhere.inertiaProps.stocks.find((row: { id: number }) => row.id === w.chips.id)
        .lastCountedAt
    )
  })
})
