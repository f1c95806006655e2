import { test } from '@japa/runner'
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, sessionEndReason } from '#services/session_lifetime'

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

  test('idle for 2 hours ends the session; one millisecond less does not', ({ assert }) => {
    const started = now - IDLE_TIMEOUT_MS - 10
    assert.equal(
      sessionEndReason({ epoch: 3, startedAt: started, seenAt: now - IDLE_TIMEOUT_MS }, user, now),
      'idle'
    )
    assert.isNull(
      sessionEndReason(
        { epoch: 3, startedAt: started, seenAt: now - IDLE_TIMEOUT_MS + 1 },
        user,
        now
      )
    )
  })

  test('12 hours after sign-in the session ends even while active', ({ assert }) => {
    assert.equal(
      sessionEndReason({ epoch: 3, startedAt: now - ABSOLUTE_TIMEOUT_MS, seenAt: now }, user, now),
      'expired'
    )
    assert.isNull(
      sessionEndReason(
        { epoch: 3, startedAt: now - ABSOLUTE_TIMEOUT_MS + 1, seenAt: now },
        user,
        now
      )
    )
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
