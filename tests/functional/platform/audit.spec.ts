import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AuditEvent from '#models/audit_event'
import Setting from '#models/setting'
import User from '#models/user'
import Role from '#models/role'
import Branch from '#models/branch'
import Customer from '#models/customer'
import { updateBranch } from '#services/shop/branches'
import { createProduct, deleteProduct, updateProduct } from '#services/catalogue/products'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { LIST_PAGE_SIZE } from '#support/pagination'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

/** An event at a given instant; its action is a marker the filters' results are read by. */
async function eventAt(action: string, isoUtc: string, userId: number | null = null) {
  return AuditEvent.create({
    action,
    userId,
    changes: valuesSet({ note: action }),
    createdAt: DateTime.fromISO(isoUtc, { zone: 'utc' }),
  })
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
      await recordAudit({
        action: 'settings.updated',
        actor: { user: null, ip: null },
        changes: valuesSet({ index }),
      })
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
    assert.deepInclude(byUser.inertiaProps.actions, { value: 'auth.login', label: 'Signed in' })
    // An action recorded before it had words reads as it was stored.
    assert.deepInclude(byUser.inertiaProps.actions, {
      value: 'price.changed',
      label: 'price.changed',
    })
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
      actor: { user: null, ip: null },
      changes: valuesSet({ password: 'hunter22', token: 'abc' }),
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
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const actor = { user: admin, ip: null }
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
      const page = await agent.visit(`/audit?user=${admin.id}`)
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
    assert.deepEqual(manager.byAction['product.created'].cost, { from: null, to: 9011 })
    assert.deepEqual(manager.byAction['product.updated'].cost, { from: 9011, to: 9022 })
    assert.sameMembers(manager.money['product.updated'], ['price', 'cost'])
    assert.deepEqual(auditor.money['product.updated'], ['price'])
    assert.deepEqual(manager.money['product.price_changed'], ['price'])
  })

  test('the word search does not find a cost for readers who may not see costs', async ({
    client,
    assert,
  }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
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
    await createProduct(input, true, { user: admin, ip: null })
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

test.group('Audit log: branches and erasure', (group) => {
  group.each.setup(() => freshDatabase())

  /** The actions a reader finds, newest first. */
  async function actionsSeenBy(agent: Agent, query = '') {
    const page = await agent.visit(`/audit${query}`)
    return (page.inertiaProps.events as { action: string }[]).map((event) => event.action)
  }

  test("a reader limited to some branches sees their branches' events and those of none", async ({
    client,
    assert,
  }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const actor = { user: admin, ip: null }
    const downtown = await Branch.findByOrFail('code', 'DTN')
    const harbour = await Branch.findByOrFail('code', 'HBR')
    const rename = (branch: Branch, name: string) =>
      updateBranch(
        branch,
        {
          code: branch.code,
          name,
          address: branch.address,
          phone: branch.phone,
          email: branch.email,
          is_active: true,
        },
        actor
      )
    await rename(downtown, 'Downtown Central')
    await rename(harbour, 'Harbour Front')
    await recordAudit({ action: 'settings.updated', actor: { user: admin, ip: null } })

    const manager = await signedIn(client, 'manager@demo.test')
    const seen = await actionsSeenBy(manager, '?action=branch.updated')
    assert.lengthOf(seen, 1)
    const page = await manager.visit('/audit')
    const texts = JSON.stringify(page.inertiaProps.events)
    assert.include(texts, 'Downtown Central')
    assert.notInclude(texts, 'Harbour Front')
    assert.include(await actionsSeenBy(manager), 'settings.updated')
    assert.deepEqual(await actionsSeenBy(manager, '?search=Harbour'), [])

    const owner = await signedIn(client, 'admin@demo.test')
    assert.lengthOf(await actionsSeenBy(owner, '?action=branch.updated'), 2)
  })

  test("erasing a customer scrubs their data from earlier events, and the search can't find it", async ({
    client,
    assert,
  }) => {
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.send('POST', '/customers', {
      name: 'Zelda Quartz',
      email: 'zelda.quartz@example.test',
      phone: '555 0177',
      address: '9 Lantern Row',
      notes: 'Allergic to nuts',
      is_active: true,
    })
    const customer = await Customer.findByOrFail('email', 'zelda.quartz@example.test')
    await manager.send('PUT', `/customers/${customer.id}`, {
      name: 'Zelda Quartz-Ng',
      email: 'zelda.quartz@example.test',
      phone: '555 0188',
      is_active: true,
    })
    const owner = await signedIn(client, 'admin@demo.test')
    assert.lengthOf(await actionsSeenBy(owner, '?search=Quartz'), 2)

    await manager.post(`/customers/${customer.id}/erase`)

    for (const words of ['Quartz', 'zelda', '555 01', 'Lantern', 'nuts']) {
      assert.deepEqual(await actionsSeenBy(owner, `?search=${encodeURIComponent(words)}`), [])
    }
    const events = await AuditEvent.query()
      .where({ subject_type: 'customer', subject_id: String(customer.id) })
      .orderBy('id')
    assert.deepEqual(
      events.map((event) => event.action),
      ['customer.created', 'customer.updated', 'customer.erased']
    )
    assert.deepEqual(events[1].changes, {
      name: { from: '[erased]', to: '[erased]' },
      phone: { from: '[erased]', to: '[erased]' },
      address: { from: '[erased]', to: null },
      notes: { from: '[erased]', to: null },
    })
    assert.deepEqual(events[0].changes?.is_active, { from: null, to: true })
    assert.notInclude(JSON.stringify(events.map((event) => event.changes)), 'Quartz')
  })

  test("a deleted account's name and email leave the log, sign-in events included", async ({
    client,
    assert,
  }) => {
    await new Agent(client).signIn('cashier@demo.test', 'not-the-password')
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.send('PUT', '/profile', { name: 'Sam Q. Carter', email: 'cashier@demo.test' })
    const owner = await signedIn(client, 'admin@demo.test')
    assert.includeMembers(await actionsSeenBy(owner, '?search=cashier%40demo.test'), [
      'auth.login_failed',
    ])
    const user = await User.findByOrFail('email', 'cashier@demo.test')

    const deleted = await cashier.send('DELETE', '/profile', { password: 'demo-password' })
    deleted.assertStatus(302)

    assert.deepEqual(await actionsSeenBy(owner, '?search=cashier%40demo.test'), [])
    assert.deepEqual(await actionsSeenBy(owner, '?search=Sam%20Q'), [])
    const failed = await AuditEvent.findByOrFail('action', 'auth.login_failed')
    assert.deepEqual(failed.changes?.email, { from: null, to: '[erased]' })
    assert.equal(failed.changes?.reason.to, 'bad_credentials')
    const renamed = await AuditEvent.findByOrFail('action', 'user.profile_updated')
    assert.deepEqual(renamed.changes?.name, { from: '[erased]', to: '[erased]' })
    assert.equal(renamed.subjectId, String(user.id))
    await AuditEvent.findByOrFail('action', 'user.deleted')
  })
})

test.group('Audit log: read as a history', (group) => {
  group.each.setup(() => freshDatabase())

  test('actions in words, subjects by name with a link for readers who may open them', async ({
    client,
    assert,
  }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const actor = { user: admin, ip: null }
    const input = {
      name: 'Cola 330 ml Can',
      sku: 'DRK-330',
      barcode: null,
      category: 'Drinks',
      unit: 'can',
      price: 129,
      cost: 80,
      tax_rate_bp: 0,
      reorder_level: 12,
      is_active: true,
      description: null,
    }
    const cola = await createProduct(input, true, actor)
    await updateProduct(cola, { ...input, price: 135 }, true, actor)
    const gone = await createProduct(
      { ...input, name: 'Old Lemonade', sku: 'DRK-331' },
      true,
      actor
    )
    await deleteProduct(gone, actor)

    type Row = {
      action: string
      actionLabel: string
      subject: { name: string; href: string | null }
    }
    const rowsOf = async (email: string) => {
      const agent = await signedIn(client, email)
      const page = await agent.visit(`/audit?user=${admin.id}`)
      return page.inertiaProps.events as Row[]
    }
    const manager = await rowsOf('manager@demo.test')
    const priceChange = manager.find((row) => row.action === 'product.price_changed')!
    assert.equal(priceChange.actionLabel, 'Changed price')
    assert.deepEqual(priceChange.subject, {
      name: 'Cola 330 ml Can',
      href: `/products/${cola.id}/edit`,
    })
    const deletion = manager.find((row) => row.action === 'product.deleted')!
    assert.equal(deletion.actionLabel, 'Deleted product')
    assert.deepEqual(deletion.subject, { name: 'Old Lemonade (deleted)', href: null })

    await createAuditor()
    const auditor = await rowsOf('auditor@demo.test')
    const seen = auditor.find((row) => row.action === 'product.price_changed')!
    assert.equal(seen.subject.name, 'Cola 330 ml Can')
    assert.isNull(seen.subject.href, 'no link to a page the reader may not open')
  })
})
