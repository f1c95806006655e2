import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import AuditEvent from '#models/audit_event'
import { attemptSignIn } from '#services/accounts/sign_in'
import { accountDelaySeconds } from '#services/accounts/sign_in_throttle'
import { rateKey } from '#services/platform/request_throttle'
import { InvalidCredentials, SignInThrottled } from '#exceptions/sign_in_errors'
import { freshDatabase } from '#tests/helpers/database'

const OWNER = 'manager@demo.test'
const WRONG = 'wrong-password-x'

/** Counts the password checks (the slow step attempts race past) while `run` goes on. */
async function countingPasswordChecks<T>(run: () => Promise<T>) {
  const original = User.verifyCredentials
  let checks = 0
  User.verifyCredentials = function (this: typeof User, ...args: Parameters<typeof original>) {
    checks++
    return original.apply(this, args)
  } as typeof original
  try {
    const result = await run()
    return { result, checks }
  } finally {
    User.verifyCredentials = original
  }
}

/**
 * Opens the pool's connections before a burst, so the attempts race rather than queue
 * for them; on PostgreSQL the pool must hold at least 10.
 */
async function warmPool(assert: Assert) {
  const connection = db.connection()
  if (connection.dialect.name === 'postgres') {
    assert.isAtLeast(connection.getWriteClient().client.pool.max, 10)
  }
  await Promise.all(Array.from({ length: 10 }, () => db.from('users').first()))
}

function outcomes(results: PromiseSettledResult<unknown>[]) {
  const reasons = results.map((result) => (result.status === 'rejected' ? result.reason : null))
  return {
    signedIn: reasons.filter((reason) => reason === null).length,
    wrong: reasons.filter((reason) => reason instanceof InvalidCredentials).length,
    throttled: reasons.filter((reason) => reason instanceof SignInThrottled).length,
  }
}

/** The next attempt's refusal, as its message says it. */
async function refusal(email: string, password: string, ip: string) {
  const error = await attemptSignIn({ email, password, ip }).catch((caught) => caught)
  if (!(error instanceof SignInThrottled)) throw new Error(`not throttled: ${error}`)
  return error.message
}

/** Lets the account's current wait run out, as time passing would. */
async function endAccountWait(email: string) {
  await limiter.use({ requests: 1, duration: 60 }).delete(rateKey('sign_in_account_gate', email))
}

test.group('Sign-in throttle under concurrency', (group) => {
  // No test-wide transaction: the attempts must really race on the database.
  group.each.setup(() => freshDatabase())

  test('40 wrong guesses at once check 5 passwords; the right one after them is refused', async ({
    assert,
  }) => {
    await warmPool(assert)
    const ip = '203.0.113.7'
    const { result, checks } = await countingPasswordChecks(() =>
      Promise.allSettled(
        Array.from({ length: 40 }, () => attemptSignIn({ email: OWNER, password: WRONG, ip }))
      )
    )
    assert.equal(checks, 5)
    assert.deepEqual(outcomes(result), { signedIn: 0, wrong: 5, throttled: 35 })
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.login_failed'), 5)
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.lockout'), 1)

    const right = await countingPasswordChecks(() =>
      attemptSignIn({ email: OWNER, password: 'demo-password', ip }).catch((error) => error)
    )
    assert.instanceOf(right.result, SignInThrottled)
    assert.match(right.result.message, /Try again in 15 minutes/)
    assert.equal(right.checks, 0)
  })

  test('10 right passwords of one account at once all sign in, from one address or several', async ({
    assert,
  }) => {
    await warmPool(assert)
    const atOnce = (ip: (index: number) => string) =>
      Promise.allSettled(
        Array.from({ length: 10 }, (_, index) =>
          attemptSignIn({ email: OWNER, password: 'demo-password', ip: ip(index) })
        )
      )
    assert.deepEqual(outcomes(await atOnce(() => '203.0.113.7')), {
      signedIn: 10,
      wrong: 0,
      throttled: 0,
    })
    assert.deepEqual(outcomes(await atOnce((index) => `198.51.100.${index + 1}`)), {
      signedIn: 10,
      wrong: 0,
      throttled: 0,
    })
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.login_refused'), 0)
  })

  test('30 guesses at once from 30 addresses check 10 passwords of the account', async ({
    assert,
  }) => {
    await warmPool(assert)
    const { result, checks } = await countingPasswordChecks(() =>
      Promise.allSettled(
        Array.from({ length: 30 }, (_, index) =>
          attemptSignIn({ email: OWNER, password: WRONG, ip: `198.51.100.${index + 1}` })
        )
      )
    )
    assert.equal(checks, 10)
    assert.deepEqual(outcomes(result), { signedIn: 0, wrong: 10, throttled: 20 })
    const refused = await AuditEvent.query().where('action', 'auth.login_refused')
    assert.isTrue(refused.every((event) => event.changes?.scope.to === 'every_address'))
  })
})

test.group('Sign-in throttle across addresses', (group) => {
  group.each.setup(() => freshDatabase())

  test('24 guesses spread over 6 addresses are slowed after 10', async ({ assert }) => {
    const results = []
    for (let round = 0; round < 4; round++) {
      for (let address = 1; address <= 6; address++) {
        results.push(
          await attemptSignIn({ email: OWNER, password: WRONG, ip: `192.0.2.${address}` }).then(
            () => null,
            (error) => error
          )
        )
      }
    }
    const wrong = results.filter((error) => error instanceof InvalidCredentials)
    const throttled = results.filter((error) => error instanceof SignInThrottled)
    assert.lengthOf(wrong, 10)
    assert.lengthOf(throttled, 14)
    // Each address stayed under its own limits: only the account-wide slowdown refused them.
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.lockout'), 0)
    const slowed = await AuditEvent.query().where('action', 'auth.login_slowed')
    assert.lengthOf(slowed, 1)
    assert.equal(slowed[0].changes?.seconds.to, 2)
  })

  test('the slowdown delays the owner a short, growing time and never locks them out', async ({
    assert,
  }) => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      await attemptSignIn({ email: OWNER, password: WRONG, ip: `192.0.2.${attempt}` }).catch(
        () => null
      )
    }
    const newPlace = '198.51.100.50'
    assert.equal(
      await refusal(OWNER, 'demo-password', newPlace),
      'Too many failed sign-in attempts. Try again in 2 seconds.'
    )

    await endAccountWait(OWNER)
    await assert.rejects(
      () => attemptSignIn({ email: OWNER, password: WRONG, ip: '192.0.2.11' }),
      InvalidCredentials
    )
    assert.equal(
      await refusal(OWNER, 'demo-password', newPlace),
      'Too many failed sign-in attempts. Try again in 4 seconds.'
    )

    await endAccountWait(OWNER)
    const owner = await attemptSignIn({ email: OWNER, password: 'demo-password', ip: newPlace })
    assert.equal(owner.email, OWNER)
  })

  test('the owner is not slowed from an address they signed in from before', async ({ assert }) => {
    const till = '192.0.2.200'
    await attemptSignIn({ email: OWNER, password: 'demo-password', ip: till })
    for (let attempt = 1; attempt <= 12; attempt++) {
      await attemptSignIn({ email: OWNER, password: WRONG, ip: `198.51.100.${attempt}` }).catch(
        () => null
      )
    }
    await refusal(OWNER, 'demo-password', '198.51.100.99')
    const owner = await attemptSignIn({ email: OWNER, password: 'demo-password', ip: till })
    assert.equal(owner.email, OWNER)
  })

  test('the wait doubles from 2 seconds after the 10th failure up to a minute', ({ assert }) => {
    assert.deepEqual(
      [10, 11, 12, 13, 14, 15, 16, 40].map(accountDelaySeconds),
      [2, 4, 8, 16, 32, 60, 60, 60]
    )
  })
})
