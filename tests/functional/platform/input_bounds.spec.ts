import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Customer from '#models/customer'
import CsvImport from '#models/csv_import'
import { NUL_MESSAGE } from '#middleware/refuse_nul_middleware'
import { Agent } from '#tests/helpers/agent'
import { confirmedAgent } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'

/**
 * Input PostgreSQL cannot take (a NUL byte in text, an id past its
 * `integer`) answered 500 there; it is refused before any query on both
 * databases.
 */
test.group('NUL bytes', (group) => {
  group.each.setup(() => freshDatabase())

  test('in the sign-in email: the form says so, no attempt is made', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.get('/login')
    const response = await agent.post('/login', {
      email: 'admin@demo.test\u0000',
      password: 'demo-password',
    })
    response.assertStatus(302)
    const back = await agent.visit('/login')
    assert.equal(back.inertiaProps.errors.email, NUL_MESSAGE)
    assert.lengthOf(await AuditEvent.query().whereLike('action', 'auth.%'), 0)
  })

  test('in a list search and in the header search', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')
    const list = await agent.visit('/customers?search=a%00b')
    list.assertStatus(302)
    const page = await agent.visit('/customers')
    assert.equal(page.inertiaProps.errors.search, NUL_MESSAGE)

    const json = await agent.get('/search?q=%00', (request) =>
      request.header('Accept', 'application/json')
    )
    json.assertStatus(422)
    assert.deepEqual(json.body().errors, [{ field: 'q', message: NUL_MESSAGE, rule: 'nul' }])
  })

  test('anywhere in a form, nested too', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')
    await agent.get('/customers/create')
    const response = await agent.post('/customers', {
      name: 'Nul\u0000Person',
      email: 'nul@mail.test',
      extra: { deep: ['fine', 'not\u0000fine'] },
    })
    response.assertStatus(302)
    const page = await agent.visit('/customers/create')
    assert.equal(page.inertiaProps.errors.name, NUL_MESSAGE)
    assert.equal(page.inertiaProps.errors['extra.deep.1'], NUL_MESSAGE)
    assert.isNull(await Customer.findBy('email', 'nul@mail.test'))
  })

  test("in an uploaded file's name", async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')
    await agent.get('/customers/import')
    const response = await agent.send('POST', '/customers/import', undefined, (request) => {
      request.file('file', Buffer.from('name\nAna\n'), {
        filename: 'cust\u0000omers.csv',
        contentType: 'text/csv',
      })
    })
    response.assertStatus(302)
    const page = await agent.visit('/customers/import')
    assert.deepEqual(page.inertiaProps.errors, { file: 'Rename the file: its name holds a NUL.' })
    assert.lengthOf(await CsvImport.all(), 0)
  })
})

test.group('Ids out of range', (group) => {
  group.each.setup(() => freshDatabase())

  test('in a path answer 404', async ({ client }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    for (const path of [
      '/products/2147483648/edit',
      '/products/99999999999999999999/edit',
      '/customers/2147483648/edit',
      '/branches/2147483648/edit',
      '/users/4294967296/edit',
      '/roles/99999999999999999999/edit',
    ]) {
      const response = await agent.visit(path)
      response.assertStatus(404)
    }
    const largest = await agent.visit('/products/2147483647/edit')
    largest.assertStatus(404)
  })

  test('in a filter are a field message', async ({ client, assert }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    for (const [list, field] of [
      ['/audit', 'user'],
      ['/users', 'role'],
    ]) {
      const response = await agent.visit(`${list}?${field}=2147483648`)
      response.assertStatus(302)
      const page = await agent.visit(list)
      page.assertStatus(200)
      assert.match(page.inertiaProps.errors[field], /cannot be above 2147483647/)
    }
    const inRange = await agent.visit('/audit?user=2147483647')
    inRange.assertStatus(200)
  })
})
