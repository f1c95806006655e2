import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AuditEvent from '#models/audit_event'
import Setting from '#models/setting'
import User from '#models/user'
import Role from '#models/role'
import { createProduct, updateProduct } from '#services/products'
import { recordAudit } from '#services/audit_log'
import { LIST_PAGE_SIZE } from '#support/pagination'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

async function eventAt(action: string, isoUtc: string, userId: number | null = null) {
  const event = await recordAudit({ action, userId, changes: { note: action } })
  event.createdAt = DateTime.fromISO(isoUtc, { zone: 'utc' })
  await event.save()
  return event
}

/** auditor@demo.test reads the log but may not see costs. */
async function createAuditor() {
  const role = await Role.create({
    name: 'Auditor',
    permissions: ['dashboard.view', 'audit.view'],
    allBranches: true,
    maxDiscountBp: 0,
    isSystem: false,
  })
  await User.create({
    name: 'Audrey Tor',
    email: 'auditor@demo.test',
    password: 'demo-password',
    roleId: role.id,
    isActive: true,
    emailVerifiedAt: DateTime.utc(),
  })
}

test.group('Audit log', (group) => {
  group.each.setup(() => freshDatabase())

  test('administrators and managers read it; cashiers and clerks get 403', async ({ client }) => {
    for (const [email, status] of [
      ['admin@demo.test', 200],
      ['manager@demo.test', 200],
      ['cashier@demo.test', 403],
      ['clerk@demo.test', 403],
    ] as const) {
      const agent = await signedIn(client, email)
      const page = await agent.visit('/audit')
      page.assertStatus(status)
      if (status === 200) page.assertInertiaComponent('audit/index')
    }
    const guest = await new Agent(client).get('/audit')
    guest.assertHeader('location', '/login')
  })

  test('newest first, paginated, with the events recorded so far', async ({ client, assert }) => {
    for (let index = 0; index < LIST_PAGE_SIZE + 5; index++) {
      await recordAudit({ action: 'test.event', changes: { index } })
    }
    const agent = await signedIn(client, 'admin@demo.test')
    const first = await agent.visit('/audit')
    const events = first.inertiaProps.events
    assert.lengthOf(events, LIST_PAGE_SIZE)
    assert.equal(events[0].action, 'auth.login')
    assert.isAbove(events[0].id, events[1].id)
    assert.equal(first.inertiaProps.meta.total, LIST_PAGE_SIZE + 6)

    const second = await agent.visit('/audit?page=2')
    assert.lengthOf(second.inertiaProps.events, 6)
    const oldest = await agent.visit('/audit?sort=oldest')
    assert.isBelow(oldest.inertiaProps.events[0].id, oldest.inertiaProps.events[1].id)
  })

  test('filters by user, action, words and business days in the shop time zone', async ({
    client,
    assert,
  }) => {
    await Setting.query().update({ businessTimezone: 'America/New_York' })
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    // 03:30 UTC on the 11th is still the evening of the 10th in New York.
    await eventAt('stock.adjusted', '2026-03-11T03:30:00Z', clerk.id)
    await eventAt('stock.adjusted', '2026-03-11T15:00:00Z', clerk.id)
    await eventAt('price.changed', '2026-03-12T15:00:00Z')

    const agent = await signedIn(client, 'manager@demo.test')
    const byUser = await agent.visit(`/audit?user=${clerk.id}`)
    assert.lengthOf(byUser.inertiaProps.events, 2)
    const byAction = await agent.visit('/audit?action=price.changed')
    assert.lengthOf(byAction.inertiaProps.events, 1)
    const byWords = await agent.visit('/audit?search=price')
    assert.lengthOf(byWords.inertiaProps.events, 1)

    const tenth = await agent.visit('/audit?from=2026-03-10&to=2026-03-10')
    assert.deepEqual(
      tenth.inertiaProps.events.map((event: { at: string }) => event.at.slice(0, 16)),
      ['2026-03-11T03:30']
    )
    const eleventh = await agent.visit('/audit?from=2026-03-11&to=2026-03-11')
    assert.lengthOf(eleventh.inertiaProps.events, 1)
    assert.deepEqual(eleventh.inertiaProps.filters.from, '2026-03-11')
    assert.includeMembers(byUser.inertiaProps.actions, [
      'auth.login',
      'price.changed',
      'stock.adjusted',
    ])
  })

  test('a day filter follows the clock changes: 25 and 23-hour days, a skipped midnight', async ({
    client,
    assert,
  }) => {
    // Berlin: 2026-10-25 runs from 22:00 UTC the day before to 23:00 UTC (25 hours).
    await eventAt('late.saturday', '2026-10-24T21:59:59Z')
    await eventAt('sunday.midnight', '2026-10-24T22:00:00Z')
    await eventAt('sunday.late', '2026-10-25T22:30:00Z')
    await eventAt('monday.midnight', '2026-10-25T23:00:00Z')
    // Berlin: 2026-03-29 runs from 23:00 UTC the day before to 22:00 UTC (23 hours).
    await eventAt('spring.sunday', '2026-03-29T21:59:59Z')
    await eventAt('spring.monday', '2026-03-29T22:00:00Z')
    // Santiago skips 00:00 on 2026-09-06: that day runs from 04:00 to 03:00 UTC.
    await eventAt('chile.saturday', '2026-09-06T03:59:59Z')
    await eventAt('chile.sunday', '2026-09-06T04:00:00Z')
    await eventAt('chile.monday', '2026-09-07T03:00:00Z')

    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')
    const actions = async (timezone: string, query: string) => {
      await Setting.query().update({ businessTimezone: timezone })
      const page = await agent.visit(`/audit?sort=oldest&${query}`)
      return page.inertiaProps.events.map((event: { action: string }) => event.action)
    }
    assert.deepEqual(await actions('Europe/Berlin', 'from=2026-10-25&to=2026-10-25'), [
      'sunday.midnight',
      'sunday.late',
    ])
    assert.deepEqual(await actions('Europe/Berlin', 'from=2026-03-29&to=2026-03-29'), [
      'spring.sunday',
    ])
    assert.deepEqual(await actions('Europe/Berlin', 'from=2026-03-30&to=2026-03-30'), [
      'spring.monday',
    ])
    assert.deepEqual(await actions('America/Santiago', 'from=2026-09-06&to=2026-09-06'), [
      'chile.sunday',
    ])
    assert.deepEqual(await actions('America/Santiago', 'from=2026-09-05&to=2026-09-07'), [
      'chile.saturday',
      'chile.sunday',
      'chile.monday',
    ])
  })

  test('a day filter that is not a calendar date is refused', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')
    const refused = await agent.visit('/audit?from=2026-02-30', (request) =>
      request.header('referer', '/audit')
    )
    refused.assertStatus(302)
    const page = await agent.visit('/audit')
    assert.equal(page.inertiaProps.errors.from, 'Enter a date as YYYY-MM-DD.')
  })

  test('details never show a secret', async ({ client, assert }) => {
    await recordAudit({
      action: 'user.password_changed',
      changes: { password: 'hunter22', token: 'abc' },
    })
    const agent = await signedIn(client, 'admin@demo.test')
    const page = await agent.visit('/audit')
    assert.notInclude(page.text(), 'hunter22')
    assert.lengthOf(await AuditEvent.query().where('changes', 'like', '%hunter22%'), 0)
  })

  test("a product's cost stays hidden from readers of the log who may not see costs", async ({
    client,
    assert,
  }) => {
    const { id: admin } = await User.findByOrFail('email', 'admin@demo.test')
    const actor = { userId: admin, ip: null }
    const input = {
      name: 'Whole Milk 1 l',
      sku: 'DRY-900',
      barcode: null,
      category: 'Dairy',
      unit: 'carton',
      price: 129,
      cost: 9011,
      tax_rate_bp: 0,
      reorder_level: 12,
      is_active: true,
      description: null,
    }
    const product = await createProduct(input, true, actor)
    await updateProduct(product, { ...input, cost: 9022, price: 135 }, true, actor)

    await createAuditor()

    const changesOf = async (email: string) => {
      const agent = await signedIn(client, email)
      const page = await agent.visit(`/audit?user=${admin}`)
      const text = page.text()
      const events = page.inertiaProps.events as {
        action: string
        changes: any
        moneyFields: string[]
      }[]
      return {
        text,
        byAction: Object.fromEntries(events.map((e) => [e.action, e.changes])),
        money: Object.fromEntries(events.map((e) => [e.action, e.moneyFields])),
      }
    }

    const auditor = await changesOf('auditor@demo.test')
    assert.notProperty(auditor.byAction['product.created'], 'cost')
    assert.deepEqual(auditor.byAction['product.updated'], { price: { from: 129, to: 135 } })
    assert.notInclude(auditor.text, '9011')
    assert.notInclude(auditor.text, '9022')

    const manager = await changesOf('manager@demo.test')
    assert.equal(manager.byAction['product.created'].cost, 9011)
    assert.deepEqual(manager.byAction['product.updated'].cost, { from: 9011, to: 9022 })
    assert.sameMembers(manager.money['product.updated'], ['price', 'cost'])
    assert.deepEqual(auditor.money['product.updated'], ['price'])
    assert.deepEqual(manager.money['product.price_changed'], ['price'])
  })

  test('the word search does not find a cost for readers who may not see costs', async ({
    client,
    assert,
  }) => {
    const { id: admin } = await User.findByOrFail('email', 'admin@demo.test')
    const input = {
      name: 'Oat Milk 1 l',
      sku: 'DRY-901',
      barcode: null,
      category: 'Dairy',
      unit: 'carton',
      price: 24917,
      cost: 7311,
      tax_rate_bp: 0,
      reorder_level: 12,
      is_active: true,
      description: null,
    }
    await createProduct(input, true, { userId: admin, ip: null })
    await createAuditor()

    const found = async (email: string, search: string) => {
      const agent = await signedIn(client, email)
      const page = await agent.visit(`/audit?search=${encodeURIComponent(search)}`)
      return (page.inertiaProps.events as { action: string }[]).map((event) => event.action)
    }

    assert.deepEqual(await found('auditor@demo.test', '7311'), [])
    assert.deepEqual(await found('auditor@demo.test', '"cost":7311'), [])
    assert.deepEqual(await found('auditor@demo.test', 'Oat Milk'), ['product.created'])
    assert.deepEqual(await found('auditor@demo.test', '24917'), ['product.created'])
    assert.deepEqual(await found('manager@demo.test', '7311'), ['product.created'])
  })
})
