import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { DateTime, Duration } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import AuditEvent from '#models/audit_event'
import PasswordResetToken from '#models/password_reset_token'
import { RESET_LINK_SENT } from '#controllers/password_reset_controller'
import { passwordMatches } from '#services/accounts/passwords'
import { sendPasswordResetLink } from '#services/accounts/password_reset'
import { Agent, signedIn } from '#tests/helpers/agent'
import { frozenClock } from '#tests/helpers/clock'
import { freshDatabase } from '#tests/helpers/database'
import { allMail, waitForMail } from '#tests/helpers/mailbox'
import { waitUntil } from '#tests/helpers/wait'

const NEW_PASSWORD = 'orange-ladder-sings-7'

async function requestLink(agent: Agent, email: string) {
  await agent.get('/forgot-password')
  return agent.post('/forgot-password', { email })
}

async function resetLinkFor(client: Agent, email: string) {
  await requestLink(client, email)
  const mail = await waitForMail(email, /Reset your POS Center password/)
  return new URL(mail.links[0]).pathname
}

test.group('Forgot and reset password', (group) => {
  group.each.setup(() => freshDatabase())

  test('known and unknown emails get the same answer; only the known one gets mail', async ({
    client,
    assert,
  }) => {
    const answers = []
    for (const email of ['clerk@demo.test', 'nobody@demo.test']) {
      const agent = new Agent(client)
      const response = await requestLink(agent, email)
      const page = await agent.visit('/forgot-password')
      answers.push({
        status: response.status(),
        location: response.header('location'),
        sent: page.inertiaProps.sentMessage,
        errors: page.inertiaProps.errors,
      })
      // The message is the page's own, not a toast that fades: it goes when the page is left.
      const later = await agent.visit('/forgot-password')
      assert.isNull(later.inertiaProps.sentMessage)
    }
    assert.deepEqual(answers[0], answers[1])
    assert.equal(answers[0].sent, RESET_LINK_SENT)

    const mail = await waitForMail('clerk@demo.test', /Reset your POS Center password/)
    assert.match(mail.links[0], /\/reset-password\/[A-Za-z0-9_-]{43}$/)
    // Both requests are audited after their responses; the unknown email's may come last.
    const requests = async () => {
      const rows = await AuditEvent.query().where('action', 'auth.password_reset_requested')
      return rows.length
    }
    await waitUntil(async () => (await requests()) >= 2, 'both requests audited')
    assert.equal(await requests(), 2)
    const mailbox = await allMail()
    assert.lengthOf(
      mailbox.filter((item) => item.to.includes('nobody')),
      0
    )
  })

  test('the token is stored only as a hash', async ({ client, assert }) => {
    const path = await resetLinkFor(new Agent(client), 'clerk@demo.test')
    const token = path.split('/').pop()!
    const rows = await db.from('password_reset_tokens')
    assert.lengthOf(rows, 1)
    assert.notInclude(JSON.stringify(rows), token)
    assert.equal(rows[0].token_hash, createHash('sha256').update(token).digest('hex'))
  })

  test('the link resets the password once, and the new password signs in', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    const path = await resetLinkFor(agent, 'clerk@demo.test')
    const form = await agent.visit(path)
    form.assertInertiaComponent('auth/reset_password')
    const token = form.inertiaProps.token

    const reset = await agent.post('/reset-password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    reset.assertHeader('location', '/login')
    assert.exists(await AuditEvent.query().where('action', 'auth.password_reset').first())

    const reused = await agent.post('/reset-password', {
      token,
      password: 'another-fine-passphrase',
      password_confirmation: 'another-fine-passphrase',
    })
    reused.assertHeader('location', '/forgot-password')
    const reopened = await agent.get(path)
    reopened.assertHeader('location', '/forgot-password')

    const old = await new Agent(client).signIn('clerk@demo.test')
    old.assertHeader('location', '/login')
    const fresh = await new Agent(client).signIn('clerk@demo.test', NEW_PASSWORD)
    fresh.assertHeader('location', '/dashboard')
  })

  // A reset link's 60 minutes, as a literal duration.
  test('the link opens its form for 60 minutes and nothing after', async ({
    client,
    assert,
    test: current,
  }) => {
    const clock = frozenClock(current)
    const agent = new Agent(client)
    const path = await resetLinkFor(agent, 'clerk@demo.test')
    clock.set(Duration.fromObject({ minutes: 59, seconds: 59 }).toMillis())
    const lastSecond = await agent.visit(path)
    lastSecond.assertInertiaComponent('auth/reset_password')

    clock.set(Duration.fromObject({ minutes: 60, seconds: 1 }).toMillis())
    const late = await agent.get(path)
    late.assertHeader('location', '/forgot-password')
    const post = await agent.post('/reset-password', {
      token: path.split('/').pop(),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    post.assertHeader('location', '/forgot-password')
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    assert.isFalse(await passwordMatches(clerk, NEW_PASSWORD))
  })

  test('expired, forged and guessed tokens are refused', async ({ client, assert }) => {
    const agent = new Agent(client)
    const path = await resetLinkFor(agent, 'clerk@demo.test')
    const token = path.split('/').pop()!
    const record = await PasswordResetToken.firstOrFail()
    record.expiresAt = DateTime.utc().minus({ minutes: 1 })
    await record.save()

    const emailHash = createHash('sha256').update('clerk@demo.test').digest()
    for (const candidate of [
      token,
      emailHash.toString('hex'),
      emailHash.toString('base64url'),
      createHash('md5').update('clerk@demo.test').digest('hex'),
      'A'.repeat(43),
    ]) {
      const page = await agent.get(`/reset-password/${candidate}`)
      page.assertHeader('location', '/forgot-password')
      const post = await agent.post('/reset-password', {
        token: candidate,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      post.assertHeader('location', '/forgot-password')
    }
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    assert.isFalse(await passwordMatches(clerk, NEW_PASSWORD))
  })

  test('a link dies once the password changes another way', async ({ client }) => {
    const agent = new Agent(client)
    const path = await resetLinkFor(agent, 'clerk@demo.test')
    const token = path.split('/').pop()!

    const owner = await signedIn(client, 'clerk@demo.test')
    await owner.send('PUT', '/profile/password', {
      current_password: 'demo-password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })

    const post = await agent.post('/reset-password', {
      token,
      password: 'yet-another-passphrase',
      password_confirmation: 'yet-another-passphrase',
    })
    post.assertHeader('location', '/forgot-password')
  })

  test('a reset ends every session of the user', async ({ client }) => {
    const earlier = await signedIn(client, 'clerk@demo.test')
    const agent = new Agent(client)
    const path = await resetLinkFor(agent, 'clerk@demo.test')
    await agent.post('/reset-password', {
      token: path.split('/').pop(),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    const after = await earlier.get('/dashboard')
    after.assertHeader('location', '/login')
  })

  test('the new password follows the password rules', async ({ client, assert }) => {
    const agent = new Agent(client)
    const path = await resetLinkFor(agent, 'clerk@demo.test')
    await agent.post('/reset-password', {
      token: path.split('/').pop(),
      password: 'qwerty123',
      password_confirmation: 'qwerty123',
    })
    const page = await agent.visit(path)
    assert.match(page.inertiaProps.errors.password, /too common/)
  })

  test('a stranger asking for resets from another address does not hold up the owner', async ({
    client,
    assert,
  }) => {
    const stranger = new Agent(client, '127.0.0.2')
    for (let attempt = 1; attempt <= 4; attempt++) {
      await requestLink(stranger, 'clerk@demo.test')
    }
    const refused = await stranger.visit('/forgot-password')
    assert.match(refused.inertiaProps.errors.email, /Too many requests/)

    const owner = new Agent(client)
    await requestLink(owner, 'clerk@demo.test')
    const page = await owner.visit('/forgot-password')
    assert.deepEqual(page.inertiaProps.errors, {})
    assert.equal(page.inertiaProps.sentMessage, RESET_LINK_SENT)
    const links = async () => {
      const tokens = await PasswordResetToken.query()
      return tokens.length
    }
    await waitUntil(async () => (await links()) >= 4, "the owner's link")
    assert.equal(await links(), 4)
  })

  test('one email gets at most 10 reset mails in 15 minutes, from any number of addresses', async ({
    assert,
  }) => {
    for (let request = 1; request <= 12; request++) {
      await sendPasswordResetLink('clerk@demo.test', `198.51.100.${request}`)
    }
    assert.lengthOf(await PasswordResetToken.query(), 10)
    const mailbox = await allMail()
    assert.lengthOf(
      mailbox.filter((mail) => mail.to.includes('clerk@demo.test')),
      10
    )
    const requests = await AuditEvent.query().where('action', 'auth.password_reset_requested')
    assert.lengthOf(requests, 12)
  })

  test('requests are throttled per address', async ({ client, assert }) => {
    const agent = new Agent(client)
    for (let attempt = 1; attempt <= 6; attempt++) {
      await requestLink(agent, `someone${attempt}@demo.test`)
    }
    await requestLink(agent, 'clerk@demo.test')
    const page = await agent.visit('/forgot-password')
    assert.match(page.inertiaProps.errors.email, /Too many requests/)
  })
})
