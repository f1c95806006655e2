import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AuditEvent from '#models/audit_event'
import Setting from '#models/setting'
import User from '#models/user'
import Role from '#models/role'
import { createProduct, updateProduct } from '#services/products'
import { recordAudit } from '#services/audit_log'
import { LIST_PAGE_SIZE } from '#support/pagination'
import { Agent } from '#tests/helpers/agent'
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
      const agent = new Agent(client)
      await agent.signIn(email)
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
    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')
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

    const agent = new Agent(client)
    await agent.signIn('manager@demo.test')
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

  test('details never show a secret', async ({ client, assert }) => {
    await recordAudit({
      action: 'user.password_changed',
      changes: { password: 'hunter22', token: 'abc' },
    })
    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')
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
      const agent = new Agent(client)
      await agent.signIn(email)
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
      const agent = new Agent(client)
      await agent.signIn(email)
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
