import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import UserInvitation from '#models/user_invitation'
import Role from '#models/role'
import { createUser } from '#services/accounts/users'
import { Agent, signedIn } from '#tests/helpers/agent'
import { accountsOutsideTheApp, confirmedAgent } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'
import { waitForMail } from '#tests/helpers/mailbox'
import { DEMO_PASSWORD } from '#database/demo/organisation'
import { matrixFixtures } from '#tests/helpers/matrix_fixtures'
import {
  ACTORS,
  EXPECTED,
  ROLE_PERMISSIONS,
  STAFF_EMAILS,
  casesOf,
  resolveCase,
  routeKeys,
  type Actor,
  type StaffActor,
} from '#tests/helpers/route_table'

/** A tab for `actor`; staff confirm their password so the sensitive areas are crawled too. */
async function crawlerFor(client: ApiClient, actor: Actor) {
  if (actor === 'guest') return new Agent(client)
  if (actor in STAFF_EMAILS) return confirmedAgent(client, STAFF_EMAILS[actor as StaffActor])
  return signedIn(client, `${actor}@crawl.test`, DEMO_PASSWORD)
}

/**
 * Every GET route of the route table, as every kind of visitor, with a live
 * password-reset token and invitation outstanding: no password hash, session epoch, CSRF
 * token, reset or invitation secret appears in any page or its props.
 */
test.group('Props never carry secrets', (group) => {
  group.each.setup(() => freshDatabase())

  test('a crawl of every GET route as each role finds no secret', async ({ client, assert }) => {
    await accountsOutsideTheApp('crawl.test')
    await new Agent(client).get('/login')
    const requester = new Agent(client)
    await requester.get('/forgot-password')
    await requester.post('/forgot-password', { email: 'cashier@demo.test' })
    const mail = await waitForMail('cashier@demo.test', /reset/i)
    const resetToken = mail.links[0].split('/').pop()!
    const stored = await PasswordResetToken.firstOrFail()
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    await admin.load('role')
    const cashierRole = await Role.findByOrFail('name', 'Cashier')
    const { invitationUrl } = await createUser(
      { user: admin, ip: '127.0.0.1' },
      {
        name: 'Ivy Invited',
        email: 'ivy@crawl.test',
        roleId: cashierRole.id,
        branchIds: [],
        method: 'invite',
      }
    )
    const invitationToken = invitationUrl!.split('/').pop()!
    const invitation = await UserInvitation.firstOrFail()

    const fixtures = await matrixFixtures()
    const users = await User.all()
    const secrets = [
      resetToken,
      stored.tokenHash,
      invitationToken,
      invitation.tokenHash,
      ...users.flatMap((user) => (user.password ? [user.password] : [])),
    ]
    const getRoutes = routeKeys().filter((key) => key.startsWith('GET ') && EXPECTED[key])
    assert.isAbove(getRoutes.length, 10)
    const permissions = await ROLE_PERMISSIONS()
    const seesCost = (actor: Actor) =>
      actor in STAFF_EMAILS &&
      permissions.get(STAFF_EMAILS[actor as StaffActor])!.includes('products.view_cost')

    for (const actor of ACTORS) {
      const agent = await crawlerFor(client, actor)
      for (const key of getRoutes) {
        for (const item of casesOf(EXPECTED[key])) {
          if (item.isolated) continue
          const { path } = resolveCase(item, fixtures)
          const response = await agent.visit(path)
          // A PDF (a receipt) is not text and carries no props.
          const body = response.text() ?? ''
          const where = `${actor} GET ${path}`
          for (const secret of secrets) assert.notInclude(body, secret, where)
          assert.notMatch(body, /\$scrypt\$/, where)
          assert.notMatch(body, /"password"\s*:/, where)
          assert.notMatch(body, /session_?epoch/i, where)
          assert.notMatch(body, /XSRF|csrf|_token|tokenHash|token_hash/i, where)
          // What products cost is for products.view_cost only.
          if (!seesCost(actor)) assert.notMatch(body, /"cost"\s*:|"marginBp"/, where)
        }
      }
    }
  }).timeout(120_000)
})
