import { test } from '@japa/runner'
import User from '#models/user'
import { recordAudit } from '#services/platform/audit_log'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

test.group('Audit log: the "User" filter searches people', (group) => {
  group.each.setup(() => freshDatabase())

  test('options are people who appear in the log, by name, as value/label pairs', async ({
    client,
    assert,
  }) => {
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    await recordAudit({ action: 'product.updated', actor: { user: clerk, ip: null } })
    const agent = await signedIn(client, 'manager@demo.test')
    const manager = await User.findByOrFail('email', 'manager@demo.test')

    const all = await agent.get('/audit/users')
    all.assertStatus(200)
    // The manager's own sign-in is in the log too; the cashier never appears.
    assert.deepEqual(all.body(), {
      options: [
        { value: String(clerk.id), label: 'Jordan Lee' },
        { value: String(manager.id), label: 'Maria Lopez' },
      ],
    })
    assert.notInclude(all.text(), '@demo.test')

    const jordan = await agent.get('/audit/users?q=jor')
    assert.deepEqual(jordan.body().options, [{ value: String(clerk.id), label: 'Jordan Lee' }])
    const nobody = await agent.get('/audit/users?q=%25')
    assert.deepEqual(nobody.body().options, [])
    const tooLong = await agent.get(`/audit/users?q=${'a'.repeat(101)}`, (request) =>
      request.header('Accept', 'application/json')
    )
    tooLong.assertStatus(422)
  })

  test('the page names the chosen user; readers of the log only', async ({ client, assert }) => {
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    const agent = await signedIn(client, 'admin@demo.test')
    const page = await agent.visit(`/audit?user=${clerk.id}`)
    assert.deepEqual(page.inertiaProps.selectedUser, {
      value: String(clerk.id),
      label: 'Jordan Lee',
    })
    const unfiltered = await agent.visit('/audit')
    assert.isNull(unfiltered.inertiaProps.selectedUser)

    const cashier = await signedIn(client, 'cashier@demo.test')
    const forbidden = await cashier.get('/audit/users')
    forbidden.assertStatus(403)
    const guest = await new Agent(client).get('/audit/users')
    assert.match(guest.header('location') ?? '', /^\/login\b/)
  })
})
