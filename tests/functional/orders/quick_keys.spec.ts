import { test } from '@japa/runner'
import { ProductFactory } from '#database/factories/product_factory'
import AuditEvent from '#models/audit_event'
import QuickKey from '#models/quick_key'
import QuickKeyPage from '#models/quick_key_page'
import type { ApiResponse } from '@japa/api-client'
import { fromPage, signedIn, type Agent } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { stockedProduct } from '#tests/helpers/sales'
import { branchCoded } from '#tests/helpers/stock'

/** What a branch holds, page by page: names and the keys' product ids with their labels. */
async function layoutAt(branchId: number) {
  const pages = await QuickKeyPage.query()
    .apply((scopes) => scopes.atBranch(branchId))
    .preload('keys', (keys) => keys.apply((scopes) => scopes.inOrder()))
  return pages.map((page) => ({
    name: page.name,
    keys: page.keys.map((key) => [key.productId, key.label]),
  }))
}

async function save(agent: Agent, branchId: number, pages: unknown[]) {
  return agent.send('PUT', `/quick-keys/${branchId}`, { pages }, fromPage('/quick-keys'))
}

/** The message the screen shows beside `field` after a refused save. */
async function errorAfter(agent: Agent, field: string) {
  const page = await agent.visit('/quick-keys')
  const errors = page.inertiaProps.errors as Record<string, string | undefined>
  return errors[field]
}

/** The status a request answers with. */
async function statusOf(request: Promise<ApiResponse>) {
  const response = await request
  return response.status()
}

const keysOf = (...ids: number[]) => ids.map((id) => ({ product_id: id }))

test.group('Quick keys over HTTP', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager arranges pages at a branch; the same save twice leaves the same keys', async ({
    client,
    assert,
  }) => {
    const dtn = await branchCoded('DTN')
    const roll = await stockedProduct('DTN', 7, { name: 'Bread roll', barcode: null, price: 60 })
    const [bun, tea] = await ProductFactory.merge([{ name: 'Bun' }, { name: 'Tea' }]).createMany(2)
    const manager = await signedIn(client, 'manager@demo.test')
    const empty = await manager.visit('/quick-keys')
    empty.assertInertiaComponent('quick_keys/index')
    assert.deepEqual(empty.inertiaProps.pages, [])
    assert.deepEqual(empty.inertiaProps.limits, { pages: 12, keys: 36, name: 24, label: 24 })

    const layout = [
      {
        name: 'Bakery',
        keys: [
          { product_id: bun.id, label: null },
          { product_id: roll.id, label: 'Roll' },
        ],
      },
      { name: 'Drinks', keys: keysOf(tea.id) },
    ]
    const saved = await save(manager, dtn.id, layout)
    assert.equal(saved.header('location'), `/quick-keys?branch=${dtn.id}`)
    await save(manager, dtn.id, layout)
    const expected = [
      {
        name: 'Bakery',
        keys: [
          [bun.id, null],
          [roll.id, 'Roll'],
        ],
      },
      { name: 'Drinks', keys: [[tea.id, null]] },
    ]
    assert.deepEqual(await layoutAt(dtn.id), expected)
    assert.lengthOf(await QuickKey.all(), 3)
    const events = await AuditEvent.query().where('action', 'quick_keys.saved')
    assert.lengthOf(events, 1)
    assert.deepEqual(events[0].changes, {
      pages: { from: '', to: 'Bakery: Bun, Bread roll “Roll”; Drinks: Tea' },
    })

    // Reordered, renamed, one key gone: the branch holds exactly what was sent.
    await save(manager, dtn.id, [
      { name: 'Hot drinks', keys: keysOf(tea.id) },
      { name: 'Bakery', keys: keysOf(roll.id) },
    ])
    assert.deepEqual(await layoutAt(dtn.id), [
      { name: 'Hot drinks', keys: [[tea.id, null]] },
      { name: 'Bakery', keys: [[roll.id, null]] },
    ])
    const last = await AuditEvent.query().where('action', 'quick_keys.saved').orderBy('id', 'desc')
    assert.deepEqual(last[0].changes!.pages, {
      from: 'Bakery: Bun, Bread roll “Roll”; Drinks: Tea',
      to: 'Hot drinks: Tea; Bakery: Bread roll',
    })
    const shown = await manager.visit(`/quick-keys?branch=${dtn.id}`)
    assert.deepEqual(
      shown.inertiaProps.pages.map((page: { name: string }) => page.name),
      ['Hot drinks', 'Bakery']
    )

    // The cashier's counter: the keys with what Downtown holds, as a scan answers.
    const cashier = await signedIn(client, 'cashier@demo.test')
    const counter = await cashier.get(`/orders/create/quick-keys?branch=${dtn.id}`)
    counter.assertStatus(200)
    const pages = counter.body().pages
    assert.deepEqual(
      pages.map((page: { name: string }) => page.name),
      ['Hot drinks', 'Bakery']
    )
    assert.deepInclude(pages[1].keys[0].product, {
      id: roll.id,
      name: 'Bread roll',
      price: 60,
      onHand: 7,
    })

    // Emptied: no page, the counter shows none.
    await save(manager, dtn.id, [])
    assert.deepEqual(await layoutAt(dtn.id), [])
    const none = await cashier.get(`/orders/create/quick-keys?branch=${dtn.id}`)
    assert.deepEqual(none.body(), { pages: [] })
  })

  test('a key wears a colour from the list, saved, audited and sent to the counter; any other is refused', async ({
    client,
    assert,
  }) => {
    const dtn = await branchCoded('DTN')
    const [bun, tea] = await ProductFactory.merge([{ name: 'Bun' }, { name: 'Tea' }]).createMany(2)
    const manager = await signedIn(client, 'manager@demo.test')
    await save(manager, dtn.id, [
      {
        name: 'Bakery',
        keys: [
          { product_id: bun.id, label: null, colour: 'orange' },
          { product_id: tea.id, label: null, colour: null },
        ],
      },
    ])
    const keys = await QuickKey.query().orderBy('position')
    assert.deepEqual(
      keys.map((key) => key.colour),
      ['orange', null]
    )
    const [event] = await AuditEvent.query().where('action', 'quick_keys.saved')
    assert.deepEqual(event.changes!.pages, { from: '', to: 'Bakery: Bun (orange), Tea' })
    const arranged = await manager.visit(`/quick-keys?branch=${dtn.id}`)
    assert.equal(arranged.inertiaProps.pages[0].keys[0].colour, 'orange')
    const counter = await manager.get(`/orders/create/quick-keys?branch=${dtn.id}`)
    assert.deepEqual(
      counter.body().pages[0].keys.map((key: { colour: string | null }) => key.colour),
      ['orange', null]
    )

    for (const colour of ['pink', '#ff0000', 7]) {
      await save(manager, dtn.id, [
        { name: 'Bakery', keys: [{ product_id: bun.id, label: null, colour }] },
      ])
      assert.equal(
        await errorAfter(manager, 'pages.0.keys.0.colour'),
        'Choose a colour from the list.',
        String(colour)
      )
    }
    const kept = await QuickKey.query().orderBy('position')
    assert.deepEqual(
      kept.map((key) => key.colour),
      ['orange', null]
    )
  })

  test('who may arrange keys, and only at their own branches', async ({ client, assert }) => {
    const dtn = await branchCoded('DTN')
    const hbr = await branchCoded('HBR')
    const product = await ProductFactory.create()
    for (const email of ['cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      assert.equal(await statusOf(agent.visit('/quick-keys')), 403)
      assert.equal(
        await statusOf(save(agent, dtn.id, [{ name: 'Bakery', keys: keysOf(product.id) }])),
        403
      )
    }
    const manager = await signedIn(client, 'manager@demo.test')
    assert.equal(await statusOf(manager.visit(`/quick-keys?branch=${hbr.id}`)), 404)
    const outside = save(manager, hbr.id, [{ name: 'Bakery', keys: keysOf(product.id) }])
    assert.equal(await statusOf(outside), 404)
    assert.lengthOf(await QuickKeyPage.all(), 0)

    const admin = await signedIn(client, 'admin@demo.test')
    await save(admin, hbr.id, [{ name: 'Harbour', keys: keysOf(product.id) }])
    assert.deepEqual(await layoutAt(hbr.id), [{ name: 'Harbour', keys: [[product.id, null]] }])
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.get(`/orders/create/quick-keys?branch=${hbr.id}`)), 404)
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.get(`/orders/create/quick-keys?branch=${dtn.id}`)), 403)
  })

  test('at most 12 pages a branch and 36 keys a page', async ({ client, assert }) => {
    const dtn = await branchCoded('DTN')
    const products = await ProductFactory.createMany(37)
    const ids = products.map((product) => product.id)
    const manager = await signedIn(client, 'manager@demo.test')
    const pages = (count: number) =>
      Array.from({ length: count }, (_, at) => ({ name: `Page ${at + 1}`, keys: [] }))

    await save(manager, dtn.id, pages(13))
    assert.equal(await errorAfter(manager, 'pages'), 'A branch has at most 12 pages of quick keys.')
    assert.lengthOf(await QuickKeyPage.all(), 0)
    await save(manager, dtn.id, [{ name: 'Full', keys: keysOf(...ids) }])
    assert.equal(
      await errorAfter(manager, 'pages.0.keys'),
      'A page holds at most 36 keys: start another page.'
    )
    assert.lengthOf(await QuickKeyPage.all(), 0)

    await save(manager, dtn.id, [...pages(11), { name: 'Full', keys: keysOf(...ids.slice(0, 36)) }])
    assert.lengthOf(await QuickKeyPage.all(), 12)
    assert.lengthOf(await QuickKey.all(), 36)
  })

  test('an archived product, a product twice on a page or two pages of one name are refused whole', async ({
    client,
    assert,
  }) => {
    const dtn = await branchCoded('DTN')
    const [bun, old] = await ProductFactory.merge([
      { name: 'Bun' },
      { name: 'Old scone', isActive: false },
    ]).createMany(2)
    const manager = await signedIn(client, 'manager@demo.test')
    await save(manager, dtn.id, [{ name: 'Bakery', keys: keysOf(bun.id) }])
    const before = await layoutAt(dtn.id)

    await save(manager, dtn.id, [{ name: 'Bakery', keys: keysOf(bun.id, old.id) }])
    assert.equal(
      await errorAfter(manager, 'pages.0.keys.1.product_id'),
      '“Old scone” is archived and cannot be sold.'
    )
    await save(manager, dtn.id, [
      { name: 'Drinks', keys: [] },
      { name: 'Bakery', keys: keysOf(bun.id, bun.id) },
    ])
    assert.equal(
      await errorAfter(manager, 'pages.1.keys.1.product_id'),
      '“Bun” is already on “Bakery”.'
    )
    await save(manager, dtn.id, [
      { name: 'Bakery', keys: [] },
      { name: 'bakery', keys: [] },
    ])
    assert.equal(
      await errorAfter(manager, 'pages.1.name'),
      'Another page is already called “bakery”.'
    )
    await save(manager, dtn.id, [{ name: '   ', keys: [] }])
    assert.exists(await errorAfter(manager, 'pages.0.name'))
    assert.deepEqual(await layoutAt(dtn.id), before)

    // A product archived after it got its key: the counter no longer offers it.
    bun.isActive = false
    await bun.save()
    const cashier = await signedIn(client, 'cashier@demo.test')
    const counter = await cashier.get(`/orders/create/quick-keys?branch=${dtn.id}`)
    assert.deepEqual(counter.body().pages[0].keys, [])
  })

  test('the finder offers active products by code or words', async ({ client, assert }) => {
    const [croissant] = await ProductFactory.merge([
      { name: 'Croissant', sku: 'BAK-CRO' },
      { name: 'Croissant stale', sku: 'BAK-OLD', isActive: false },
    ]).createMany(2)
    const manager = await signedIn(client, 'manager@demo.test')
    const exact = await manager.get('/quick-keys/products?search=bak-cro')
    assert.equal(exact.body().exact.id, croissant.id)
    const words = await manager.get('/quick-keys/products?search=croissant')
    assert.deepEqual(
      words.body().products.map((product: { id: number }) => product.id),
      [croissant.id]
    )
  })
})
