import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import router from '@adonisjs/core/services/router'
import User from '#models/user'
import AuditEvent from '#models/audit_event'
import {
  emailFingerprint,
  VERIFICATION_PURPOSE,
  verificationUrl,
} from '#services/accounts/email_verification'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { allMail, waitForMail } from '#tests/helpers/mailbox'

function pathOf(url: string) {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

async function unverifiedCashier() {
  const user = await User.findByOrFail('email', 'cashier@demo.test')
  user.emailVerifiedAt = null
  await user.save()
  return user
}

test.group('Email verification', (group) => {
  group.each.setup(() => freshDatabase())

  test('an unverified user sees the notice and nothing else of the app', async ({
    client,
    assert,
  }) => {
    await unverifiedCashier()
    const agent = new Agent(client)
    const signIn = await agent.signIn('cashier@demo.test')
    signIn.assertHeader('location', '/dashboard')
    const dashboard = await agent.get('/dashboard')
    dashboard.assertHeader('location', '/verify-email')
    const notice = await agent.visit('/verify-email')
    notice.assertInertiaComponent('auth/verify_email')
    assert.equal(notice.inertiaProps.email, 'cashier@demo.test')
  })

  test('the link from the mail confirms the address, once signed in or not', async ({
    client,
    assert,
  }) => {
    const user = await unverifiedCashier()
    const agent = await signedIn(client, 'cashier@demo.test')
    await agent.post('/email/verification-notification')
    const mail = await waitForMail('cashier@demo.test', /Confirm your email/)
    assert.include(mail.text, 'Hello Sam Carter')
    assert.include(mail.text, 'valid for 60 minutes')

    // Opened where nobody is signed in: a page says the address is confirmed, and to log in.
    const stranger = new Agent(client)
    const response = await stranger.get(pathOf(mail.links[0]), (request) => request.withInertia())
    response.assertStatus(200)
    response.assertInertiaComponent('auth/email_verified')
    assert.deepEqual(response.inertiaProps.email, 'cashier@demo.test')
    assert.isFalse(response.inertiaProps.signedIn)
    const again = await agent.get(pathOf(mail.links[0]), (request) => request.withInertia())
    again.assertInertiaComponent('auth/email_verified')
    assert.isTrue(again.inertiaProps.signedIn)
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
    assert.exists(await AuditEvent.query().where('action', 'user.email_verified').first())
    const dashboard = await agent.visit('/dashboard')
    dashboard.assertStatus(200)
  })

  test('expired, forged and out-of-date links are refused', async ({ client, assert }) => {
    const user = await unverifiedCashier()
    const agent = new Agent(client)
    const expired = router.makeSignedUrl(
      'verification.verify',
      { id: user.id, hash: emailFingerprint(user.email) },
      { expiresIn: -1000, purpose: VERIFICATION_PURPOSE }
    )
    const valid = pathOf(verificationUrl(user))
    const otherUser = await User.findByOrFail('email', 'clerk@demo.test')
    const forgedId = valid.replace(`/verify-email/${user.id}/`, `/verify-email/${otherUser.id}/`)
    const unsigned = `/verify-email/${user.id}/${emailFingerprint(user.email)}`
    const wrongPurpose = router.makeSignedUrl(
      'verification.verify',
      { id: user.id, hash: emailFingerprint(user.email) },
      { expiresIn: '1 hour', purpose: 'something_else' }
    )

    for (const link of [expired, forgedId, unsigned, wrongPurpose]) {
      const response = await agent.get(link)
      response.assertHeader('location', '/login')
      await user.refresh()
      assert.isNull(user.emailVerifiedAt, link)
    }

    user.email = 'sam.new@demo.test'
    await user.save()
    await agent.get(valid)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt, 'a link for the old address confirmed the new one')
  })

  test('the link can be sent again at most 6 times a minute', async ({ client, assert }) => {
    await unverifiedCashier()
    const agent = await signedIn(client, 'cashier@demo.test')
    for (let attempt = 1; attempt <= 6; attempt++) {
      await agent.post('/email/verification-notification')
      const page = await agent.visit('/verify-email')
      assert.match(page.inertiaProps.flash.success, /on its way/, `attempt ${attempt}`)
    }
    await agent.post('/email/verification-notification')
    const page = await agent.visit('/verify-email')
    assert.match(page.inertiaProps.flash.error, /Too many requests/)
    await waitForMail('cashier@demo.test', /Confirm your email/)
  })

  test('a verified user is sent on from the notice', async ({ client, assert }) => {
    const agent = await signedIn(client, 'manager@demo.test')
    const notice = await agent.get('/verify-email')
    notice.assertHeader('location', '/dashboard')
    await agent.post('/email/verification-notification')
    assert.lengthOf(await allMail(), 0)
    const user = await User.findByOrFail('email', 'manager@demo.test')
    assert.isTrue(user.emailVerifiedAt! <= DateTime.utc())
  })
})
