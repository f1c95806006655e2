import { test } from '@japa/runner'
import {
  PROVISIONAL_REF_PATTERN,
  activeAt,
  madeAtProblem,
  offlineFlags,
  parseOfflineFlags,
} from '#common/offline_sales'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

test.group('Offline sales: the rules the server and the till share', () => {
  test('a provisional reference is P-, a device code of six letters or digits and a sequence', ({
    assert,
  }) => {
    for (const good of ['P-K7Q2ZD-1', 'P-000000-1234567', 'P-ABCDEF-42']) {
      assert.match(good, PROVISIONAL_REF_PATTERN)
    }
    for (const bad of ['P-k7q2zd-1', 'P-K7Q2Z-1', 'P-K7Q2ZDX-1', 'P-K7Q2ZD-12345678', 'K7Q2ZD-1']) {
      assert.notMatch(bad, PROVISIONAL_REF_PATTERN)
    }
  })

  test('a sale may be sent up to 30 days after it was made, and 5 minutes ahead of the server’s clock', ({
    assert,
  }) => {
    const now = Date.parse('2026-11-28T12:00:00Z')
    assert.isNull(madeAtProblem(now, now))
    assert.isNull(madeAtProblem(now + 5 * MINUTE, now))
    assert.equal(madeAtProblem(now + 5 * MINUTE + 1, now), 'future')
    assert.isNull(madeAtProblem(now - 30 * DAY, now))
    assert.equal(madeAtProblem(now - 30 * DAY - 1, now), 'too_old')
  })

  test('an account was active at an instant unless its last change before it deactivated it', ({
    assert,
  }) => {
    const off = { at: 1000, active: false }
    const on = { at: 2000, active: true }
    assert.isTrue(activeAt([], 500))
    assert.isTrue(activeAt([on, off], 999))
    assert.isFalse(activeAt([on, off], 1000))
    assert.isFalse(activeAt([on, off], 1999))
    assert.isTrue(activeAt([on, off], 2000))
    assert.isFalse(activeAt([off, on, { at: 3000, active: false }], 3500))
  })

  test('flags keep one order, and unknown words are left out when read back', ({ assert }) => {
    assert.deepEqual(offlineFlags({ late_session: true, oversold: true, price_changed: false }), [
      'oversold',
      'late_session',
    ])
    assert.deepEqual(
      offlineFlags({ late_session: false, oversold: false, price_changed: false }),
      []
    )
    assert.deepEqual(parseOfflineFlags('late_session,bogus,price_changed'), [
      'price_changed',
      'late_session',
    ])
    assert.deepEqual(parseOfflineFlags(null), [])
  })
})
