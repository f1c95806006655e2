import { test } from '@japa/runner'
import {
  emptyTillDevice,
  MAX_TILL_CASHIERS,
  minutesToMs,
  quietTooLong,
  switchRefusal,
  TILL_LOCK_MINUTES_DEFAULT,
  TILL_LOCK_MINUTES_MAX,
  TILL_LOCK_MINUTES_MIN,
  withCashier,
} from '#common/till_lock'

const HOUR = 60 * 60 * 1000
const TWELVE_HOURS = 12 * HOUR

test.group('A shared till', () => {
  test('locks after 5 quiet minutes unless the shop says otherwise, from 1 to 60', ({ assert }) => {
    assert.equal(TILL_LOCK_MINUTES_DEFAULT, 5)
    assert.equal(TILL_LOCK_MINUTES_MIN, 1)
    assert.equal(TILL_LOCK_MINUTES_MAX, 60)
    assert.equal(minutesToMs(5), 300_000)
  })

  test('a till device locks once quiet for the whole period, not before; other devices never', ({
    assert,
  }) => {
    const till = { ...emptyTillDevice(1_000), isTill: true }
    assert.isFalse(quietTooLong(till, 1_000 + 299_999, 300_000))
    assert.isTrue(quietTooLong(till, 1_000 + 300_000, 300_000))
    assert.isFalse(quietTooLong(emptyTillDevice(1_000), 1_000 + HOUR, 300_000))
    // Already locked: nothing more to lock (and audit).
    assert.isFalse(quietTooLong({ ...till, locked: true }, 1_000 + HOUR, 300_000))
  })

  test('a password sign-in puts its user first, once, and the list keeps its bound', ({
    assert,
  }) => {
    let cashiers = withCashier([], { userId: 1, epoch: 0, signedInAt: 10 })
    cashiers = withCashier(cashiers, { userId: 2, epoch: 0, signedInAt: 20 })
    cashiers = withCashier(cashiers, { userId: 1, epoch: 1, signedInAt: 30 })
    assert.deepEqual(cashiers, [
      { userId: 1, epoch: 1, signedInAt: 30 },
      { userId: 2, epoch: 0, signedInAt: 20 },
    ])
    for (let id = 3; id <= MAX_TILL_CASHIERS + 5; id++) {
      cashiers = withCashier(cashiers, { userId: id, epoch: 0, signedInAt: id })
    }
    assert.lengthOf(cashiers, MAX_TILL_CASHIERS)
    assert.equal(MAX_TILL_CASHIERS, 12)
    assert.equal(cashiers[0].userId, MAX_TILL_CASHIERS + 5)
  })

  test('a PIN brings back only who signed in here, still active, not signed out since, within 12 hours', ({
    assert,
  }) => {
    const cashiers = [{ userId: 7, epoch: 3, signedInAt: 1_000 }]
    const user = { id: 7, sessionEpoch: 3, isActive: true }
    assert.isNull(switchRefusal(cashiers, user, 1_000 + TWELVE_HOURS - 1, TWELVE_HOURS))
    assert.equal(switchRefusal(cashiers, user, 1_000 + TWELVE_HOURS, TWELVE_HOURS), 'expired')
    assert.equal(switchRefusal(cashiers, { ...user, id: 8 }, 2_000, TWELVE_HOURS), 'not_on_device')
    assert.equal(
      switchRefusal(cashiers, { ...user, sessionEpoch: 4 }, 2_000, TWELVE_HOURS),
      'signed_out'
    )
    assert.equal(
      switchRefusal(cashiers, { ...user, isActive: false }, 2_000, TWELVE_HOURS),
      'inactive'
    )
  })
})
