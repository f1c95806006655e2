import { test } from '@japa/runner'
import { Duration } from 'luxon'
import { sessionEndReason } from '#services/accounts/session_lifetime'

const user = { sessionEpoch: 3, isActive: true }
const now = 1_800_000_000_000

test.group('sessionEndReason', () => {
  test('a fresh session with the current epoch is good', ({ assert }) => {
    assert.isNull(
      sessionEndReason({ epoch: 3, startedAt: now - 1000, seenAt: now - 1000 }, user, now)
    )
  })

  test('an older epoch means the user was signed out elsewhere', ({ assert }) => {
    assert.equal(
      sessionEndReason({ epoch: 2, startedAt: now, seenAt: now }, user, now),
      'signed_out_elsewhere'
    )
    assert.equal(sessionEndReason(undefined, user, now), 'signed_out_elsewhere')
  })

  // As literal durations: 2 hours idle, 12 hours in all.
  test('idle for 1 h 59 min 59.999 s the session lives; at 2 h it ends', ({ assert }) => {
    const started = now - 3 * 3_600_000
    const idleFor = (ms: number) =>
      sessionEndReason({ epoch: 3, startedAt: started, seenAt: now - ms }, user, now)
    assert.isNull(idleFor(Duration.fromObject({ hours: 1, minutes: 59 }).toMillis()))
    assert.isNull(idleFor(7_199_999))
    assert.equal(idleFor(7_200_000), 'idle')
    assert.equal(idleFor(Duration.fromObject({ hours: 2, seconds: 1 }).toMillis()), 'idle')
  })

  test('12 hours after sign-in the session ends even while active; 1 ms less it lives', ({
    assert,
  }) => {
    const signedInFor = (ms: number) =>
      sessionEndReason({ epoch: 3, startedAt: now - ms, seenAt: now - 1000 }, user, now)
    assert.isNull(signedInFor(Duration.fromObject({ hours: 11, minutes: 59 }).toMillis()))
    assert.isNull(signedInFor(43_199_999))
    assert.equal(signedInFor(43_200_000), 'expired')
    assert.equal(signedInFor(Duration.fromObject({ hours: 12, seconds: 1 }).toMillis()), 'expired')
  })

  test('a deactivated account ends every session first', ({ assert }) => {
    assert.equal(
      sessionEndReason(
        { epoch: 3, startedAt: now, seenAt: now },
        { sessionEpoch: 3, isActive: false },
        now
      ),
      'deactivated'
    )
  })
})
