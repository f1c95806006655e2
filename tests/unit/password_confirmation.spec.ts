import { test } from '@japa/runner'
import { Duration } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import ConfirmPasswordMiddleware from '#middleware/confirm_password_middleware'
import {
  isPasswordConfirmed,
  markPasswordConfirmed,
  pullIntendedUrl,
} from '#services/accounts/password_confirmation'

/** The part of a session these rules use: a key-value store. */
function fakeSession() {
  const values = new Map<string, unknown>()
  return {
    get: (key: string) => values.get(key),
    put: (key: string, value: unknown) => values.set(key, value),
    pull: (key: string) => {
      const value = values.get(key)
      values.delete(key)
      return value
    },
  } as any
}

function fakeContext(session: any, method = 'GET', url = '/roles?page=2') {
  const redirects: string[] = []
  const ctx = {
    session,
    request: { method: () => method, url: () => url },
    response: { redirect: () => ({ toRoute: (name: string) => redirects.push(name) }) },
  } as unknown as HttpContext
  return { ctx, redirects }
}

test.group('Password confirmation', () => {
  // As a literal duration: 3 hours.
  test('lasts 3 hours: still good 1 ms before, gone at 3 h', ({ assert }) => {
    const session = fakeSession()
    const now = 1_800_000_000_000
    assert.isFalse(isPasswordConfirmed(session, now))
    markPasswordConfirmed(session, now)
    const after = (ms: number) => isPasswordConfirmed(session, now + ms)
    assert.isTrue(after(Duration.fromObject({ hours: 2, minutes: 59 }).toMillis()))
    assert.isTrue(after(10_799_999))
    assert.isFalse(after(10_800_000))
    assert.isFalse(after(Duration.fromObject({ hours: 3, seconds: 1 }).toMillis()))
  })

  test('the middleware asks for the password, then lets the request through', async ({
    assert,
  }) => {
    const session = fakeSession()
    const middleware = new ConfirmPasswordMiddleware()
    let passed = 0
    const first = fakeContext(session)
    await middleware.handle(first.ctx, async () => {
      passed++
    })
    assert.deepEqual(first.redirects, ['password.confirm'])
    assert.equal(passed, 0)
    assert.equal(pullIntendedUrl(session), '/roles?page=2')

    markPasswordConfirmed(session)
    const second = fakeContext(session)
    await middleware.handle(second.ctx, async () => {
      passed++
    })
    assert.deepEqual(second.redirects, [])
    assert.equal(passed, 1)
  })

  test('only a local path is remembered as the place to go back to', ({ assert }) => {
    const session = fakeSession()
    session.put('intended_url', '//evil.test/steal')
    assert.equal(pullIntendedUrl(session), '/dashboard')
    session.put('intended_url', 'https://evil.test')
    assert.equal(pullIntendedUrl(session), '/dashboard')
  })
})
