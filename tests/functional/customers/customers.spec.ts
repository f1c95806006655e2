import { test } from '@japa/runner'
import { statusOf } from '#tests/helpers/responses'
import AuditEvent from '#models/audit_event'
import Customer from '#models/customer'
import { LIST_PAGE_SIZE } from '#support/pagination'
import { scratchReference } from '#tests/helpers/references'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

function makeCustomer(fields: Partial<Customer> & { name: string }) {
  return Customer.create({ isActive: true, ...fields })
}

test.group('Customers: access', (group) => {
  group.each.setup(() => freshDatabase())

  test('cashiers, managers and administrators open the list; stock clerks get 403', async ({
    client,
    assert,
  }) => {
    for (const [email, status] of [
      ['admin@demo.test', 200],
      ['manager@demo.test', 200],
      ['cashier@demo.test', 200],
      ['clerk@demo.test', 403],
    ] as const) {
      const agent = await signedIn(client, email)
      const page = await agent.visit('/customers')
      page.assertStatus(status)
      if (status === 200) {
        page.assertInertiaComponent('customers/index')
        assert.isTrue(page.inertiaProps.canManage)
        const people = page.inertiaProps.menu.find(
          (node: { name: string }) => node.name === 'Customers'
        )
        assert.equal(people.to, '/customers')
      }
    }
    const guest = await new Agent(client).get('/customers')
    guest.assertHeader('location', '/login')
  })

  test('a stock clerk can neither read nor change anything', async ({ client, assert }) => {
    const customer = await makeCustomer({ name: 'Jane Doe', email: 'jane@example.test' })
    const clerk = await signedIn(client, 'clerk@demo.test')
    const attempts: [string, string, Record<string, unknown>?][] = [
      ['GET', '/customers/create'],
      ['POST', '/customers', { name: 'Intruder' }],
      ['GET', `/customers/${customer.id}/edit`],
      ['PUT', `/customers/${customer.id}`, { name: 'Changed' }],
      ['POST', `/customers/${customer.id}/deactivate`],
      ['POST', `/customers/${customer.id}/erase`],
      ['DELETE', `/customers/${customer.id}`],
      ['GET', '/customers/export'],
      ['GET', '/customers/import'],
    ]
    for (const [method, url, body] of attempts) {
      const response = await clerk.send(method, url, body)
      assert.equal(response.status(), 403, `${method} ${url}`)
    }
    await customer.refresh()
    assert.equal(customer.name, 'Jane Doe')
    assert.isTrue(customer.isActive)
    assert.equal(
      await Customer.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      1
    )
  })
})

test.group('Customers: create and edit', (group) => {
  group.each.setup(() => freshDatabase())

  test('the create form opens; a new customer is saved, audited and flashed', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const form = await agent.visit('/customers/create')
    form.assertStatus(200)
    form.assertInertiaComponent('customers/create')

    const response = await agent.post('/customers', {
      name: '  Jane Doe ',
      email: ' Jane.Doe@Example.TEST ',
      phone: '+44 20 7946 0000',
      address: '1 High Street',
      notes: null,
      is_active: true,
      role: 'admin',
    })
    response.assertStatus(302)
    const customer = await Customer.findByOrFail('email', 'jane.doe@example.test')
    response.assertHeader('location', `/customers/${customer.id}/edit`)
    assert.equal(customer.name, 'Jane Doe')
    assert.equal(customer.phone, '+44 20 7946 0000')
    assert.isNull(customer.notes)
    assert.isTrue(customer.isActive)

    const page = await agent.visit(`/customers/${customer.id}/edit`)
    page.assertInertiaComponent('customers/edit')
    assert.equal(page.inertiaProps.flash.success, 'Customer “Jane Doe” added.')
    assert.equal(page.inertiaProps.customer.email, 'jane.doe@example.test')

    const event = await AuditEvent.findByOrFail('action', 'customer.created')
    assert.equal(event.subjectId, String(customer.id))
    assert.deepEqual(event.changes!.email, { from: null, to: 'jane.doe@example.test' })
  })

  test('a name is required and each message sits beside its field', async ({ client, assert }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    await agent.post('/customers', { name: '', email: 'not-an-email', phone: 'call me' })
    const form = await agent.visit('/customers/create')
    assert.equal(form.inertiaProps.errors.name, 'Enter the name.')
    assert.equal(form.inertiaProps.errors.email, 'Enter a valid email address.')
    assert.exists(form.inertiaProps.errors.phone)
    assert.equal(
      await Customer.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      0
    )
  })

  test('a second customer with the same email, in any case, is refused naming the first', async ({
    client,
    assert,
  }) => {
    const first = await makeCustomer({ name: 'Jane Doe', email: 'jane@example.test' })
    const agent = await signedIn(client, 'cashier@demo.test')
    await agent.post('/customers', { name: 'Other Jane', email: 'JANE@Example.test' })
    const form = await agent.visit('/customers/create')
    assert.equal(
      form.inertiaProps.errors.email,
      `Already used by Jane Doe (customer #${first.id}).`
    )
    assert.lengthOf(await Customer.all(), 1)

    const second = await makeCustomer({ name: 'Bob Stone', email: 'bob@example.test' })
    await agent.send('PUT', `/customers/${second.id}`, {
      name: 'Bob Stone',
      email: 'jane@example.test',
    })
    const edit = await agent.visit(`/customers/${second.id}/edit`)
    assert.equal(
      edit.inertiaProps.errors.email,
      `Already used by Jane Doe (customer #${first.id}).`
    )
    await second.refresh()
    assert.equal(second.email, 'bob@example.test')
  })

  test('editing saves the changes and audits only what changed', async ({ client, assert }) => {
    const customer = await makeCustomer({
      name: 'Jane Doe',
      email: 'jane@example.test',
      phone: '555 0100',
    })
    const agent = await signedIn(client, 'manager@demo.test')
    const page = await agent.visit(`/customers/${customer.id}/edit`)
    page.assertInertiaComponent('customers/edit')
    assert.equal(page.inertiaProps.customer.email, 'jane@example.test')

    const keepsOwnEmail = await agent.send('PUT', `/customers/${customer.id}`, {
      name: 'Jane Smith',
      email: 'JANE@example.test',
      phone: '555 0100',
      is_active: true,
    })
    keepsOwnEmail.assertHeader('location', `/customers/${customer.id}/edit`)
    await customer.refresh()
    assert.equal(customer.name, 'Jane Smith')

    const event = await AuditEvent.findByOrFail('action', 'customer.updated')
    assert.deepEqual(event.changes, { name: { from: 'Jane Doe', to: 'Jane Smith' } })
    const saved = await agent.visit(`/customers/${customer.id}/edit`)
    assert.equal(saved.inertiaProps.flash.success, 'Customer “Jane Smith” saved.')

    const missing = await agent.visit('/customers/999999/edit')
    missing.assertStatus(404)
  })
})

test.group('Customers: list', (group) => {
  group.each.setup(() => freshDatabase())

  test('search covers name, email and phone; filter, sort and pages work together', async ({
    client,
    assert,
  }) => {
    await makeCustomer({ name: 'Amelia Watson', email: 'amelia@example.test', phone: '555 0101' })
    await makeCustomer({ name: 'Bruno Díaz', email: 'bruno@shop.test', phone: '+1 212 555 0199' })
    await makeCustomer({
      name: 'Chloé Martin',
      email: null,
      phone: '0612 345 678',
      isActive: false,
    })
    await makeCustomer({ name: 'Dev Patel_100%', email: 'dev@example.test', phone: null })

    const agent = await signedIn(client, 'cashier@demo.test')
    const names = async (query: string) => {
      const page = await agent.visit(`/customers?${query}`)
      return page.inertiaProps.customers.map((row: { name: string }) => row.name)
    }

    assert.deepEqual(await names('search=WATSON'), ['Amelia Watson'])
    assert.deepEqual(await names('search=shop.test'), ['Bruno Díaz'])
    assert.deepEqual(await names('search=345'), ['Chloé Martin'])
    assert.deepEqual(await names('search=_100%25'), ['Dev Patel_100%'])
    assert.deepEqual(await names('search=555'), ['Amelia Watson', 'Bruno Díaz'])
    assert.deepEqual(await names('status=inactive'), ['Chloé Martin'])
    assert.deepEqual(await names('status=active&sort=name_desc'), [
      'Dev Patel_100%',
      'Bruno Díaz',
      'Amelia Watson',
    ])
    const page = await agent.visit('/customers?search=example&sort=newest')
    assert.deepEqual(page.inertiaProps.filters, { search: 'example', status: '', sort: 'newest' })
    assert.deepEqual(
      page.inertiaProps.customers.map((row: { name: string }) => row.name),
      ['Dev Patel_100%', 'Amelia Watson']
    )

    // A sort the list does not offer is the default one, not an error.
    const bad = await agent.visit('/customers?sort=drop-table&status=active')
    bad.assertStatus(200)
    assert.equal(bad.inertiaProps.filters.sort, '')
    assert.deepEqual(
      bad.inertiaProps.customers.map((row: { name: string }) => row.name),
      ['Amelia Watson', 'Bruno Díaz', 'Dev Patel_100%']
    )
  })

  test('pages hold the page size and the last page the rest', async ({ client, assert }) => {
    for (let index = 0; index < LIST_PAGE_SIZE + 3; index++) {
      await makeCustomer({ name: `Customer ${String(index).padStart(2, '0')}` })
    }
    const agent = await signedIn(client, 'cashier@demo.test')
    const first = await agent.visit('/customers')
    assert.lengthOf(first.inertiaProps.customers, LIST_PAGE_SIZE)
    const { customers } = first.inertiaProps
    assert.deepEqual(first.inertiaProps.meta, {
      total: LIST_PAGE_SIZE + 3,
      perPage: LIST_PAGE_SIZE,
      currentPage: 1,
      lastPage: 2,
      more: false,
      first: customers[0].id,
      last: customers[LIST_PAGE_SIZE - 1].id,
    })
    const names = (page: { inertiaProps: Record<string, any> }) =>
      page.inertiaProps.customers.map((row: { name: string }) => row.name)
    const second = await agent.visit('/customers?page=2')
    assert.deepEqual(names(second), ['Customer 25', 'Customer 26', 'Customer 27'])
    // The Next link names the row the page follows; by name descending too.
    const sought = await agent.visit(`/customers?page=2&after=${customers[LIST_PAGE_SIZE - 1].id}`)
    assert.deepEqual(names(sought), names(second))
    const descending = await agent.visit('/customers?sort=name_desc')
    const last = descending.inertiaProps.meta.last
    const older = await agent.visit(`/customers?sort=name_desc&page=2&after=${last}`)
    assert.deepEqual(names(older), ['Customer 02', 'Customer 01', 'Customer 00'])
  })
})

test.group('Customers: deactivate, erase, delete', (group) => {
  group.each.setup(() => freshDatabase())

  test('deactivate and activate flip the flag and are audited', async ({ client, assert }) => {
    const customer = await makeCustomer({ name: 'Jane Doe' })
    const agent = await signedIn(client, 'cashier@demo.test')
    const off = await agent.post(`/customers/${customer.id}/deactivate`)
    off.assertHeader('location', '/customers')
    await customer.refresh()
    assert.isFalse(customer.isActive)
    const page = await agent.visit('/customers')
    assert.equal(page.inertiaProps.flash.success, 'Customer “Jane Doe” deactivated.')

    await agent.post(`/customers/${customer.id}/activate`)
    await customer.refresh()
    assert.isTrue(customer.isActive)
    const events = await AuditEvent.query().where('action', 'customer.updated').orderBy('id')
    assert.deepEqual(
      events.map((event) => event.changes),
      [{ is_active: { from: true, to: false } }, { is_active: { from: false, to: true } }]
    )
  })

  test('erase anonymises, keeps the row, audits no personal data and locks the record', async ({
    client,
    assert,
  }) => {
    const customer = await makeCustomer({
      name: 'Jane Doe',
      email: 'jane@example.test',
      phone: '555 0100',
      address: '1 High Street',
      notes: 'Prefers email',
    })
    const agent = await signedIn(client, 'cashier@demo.test')
    const response = await agent.post(`/customers/${customer.id}/erase`)
    response.assertHeader('location', '/customers')

    const row = await Customer.findOrFail(customer.id)
    assert.equal(row.name, 'Erased customer')
    assert.isNull(row.email)
    assert.isNull(row.phone)
    assert.isNull(row.address)
    assert.isNull(row.notes)
    assert.isFalse(row.isActive)
    assert.isNotNull(row.erasedAt)

    const event = await AuditEvent.findByOrFail('action', 'customer.erased')
    assert.equal(event.subjectId, String(customer.id))
    const stored = JSON.stringify(await AuditEvent.all())
    for (const personal of ['Jane', 'jane@example.test', '555 0100', 'High Street', 'Prefers']) {
      assert.notInclude(stored, personal)
    }

    const list = await agent.visit('/customers')
    assert.deepInclude(list.inertiaProps.customers[0], { name: 'Erased customer', erased: true })
    assert.equal(await statusOf(agent.visit(`/customers/${customer.id}/edit`)), 403)
    const update = await agent.send('PUT', `/customers/${customer.id}`, { name: 'Jane Doe' })
    update.assertStatus(403)
    assert.equal(await statusOf(agent.post(`/customers/${customer.id}/activate`)), 403)
    assert.equal(await statusOf(agent.post(`/customers/${customer.id}/erase`)), 403)
    await row.refresh()
    assert.equal(row.name, 'Erased customer')
    assert.isFalse(row.isActive)
  })

  test('delete removes a customer nothing refers to, and refuses one that is referred to', async ({
    client,
    assert,
    cleanup,
  }) => {
    const lonely = await makeCustomer({ name: 'Jane Doe' })
    const referred = await makeCustomer({ name: 'Bob Stone' })
    const agent = await signedIn(client, 'cashier@demo.test')

    const response = await agent.send('DELETE', `/customers/${lonely.id}`)
    response.assertHeader('location', '/customers')
    assert.isNull(await Customer.find(lonely.id))
    assert.exists(await AuditEvent.findBy('action', 'customer.deleted'))

    // Stands in for the orders table, declared in the registry the same way.
    const sales = await scratchReference('customer', 'sales', cleanup)
    await sales.refer(referred.id)
    const list = await agent.visit('/customers')
    const row = list.inertiaProps.customers.find(
      (shown: { id: number }) => shown.id === referred.id
    )
    assert.deepEqual(row.inUse, ['sales'])

    await agent.send('DELETE', `/customers/${referred.id}`)
    const page = await agent.visit('/customers')
    assert.equal(
      page.inertiaProps.flash.error,
      'This customer cannot be deleted: sales refer to them. Deactivate or erase the customer instead.'
    )
    assert.exists(await Customer.find(referred.id))
  })
})
