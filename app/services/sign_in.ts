import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { recordAudit } from '#services/audit_log'
import { InvalidCredentials, SignInThrottled } from '#exceptions/sign_in_errors'

/** DESIGN.md section 9: 5 failures a minute per email and address, then blocked. */
export const ACCOUNT_FAILURES_PER_MINUTE = 5
export const ADDRESS_FAILURES_PER_WINDOW = 20
export const BLOCK_DURATION = '15 mins'

function limiters() {
  return {
    account: limiter.use({
      requests: ACCOUNT_FAILURES_PER_MINUTE,
      duration: '1 min',
      blockDuration: BLOCK_DURATION,
    }),
    address: limiter.use({
      requests: ADDRESS_FAILURES_PER_WINDOW,
      duration: '10 mins',
      blockDuration: BLOCK_DURATION,
    }),
  }
}

/**
 * Checks credentials under the throttle and records the outcome. Returns the
 * user to sign in, or throws InvalidCredentials / SignInThrottled.
 */
export async function attemptSignIn(input: { email: string; password: string; ip: string }) {
  const email = input.email.trim().toLowerCase()
  const accountKey = `sign_in:${email}:${input.ip}`
  const addressKey = `sign_in_ip:${input.ip}`
  const { account, address } = limiters()

  for (const [store, key] of [
    [account, accountKey],
    [address, addressKey],
  ] as const) {
    if (await store.isBlocked(key)) {
      await recordAudit({ action: 'auth.login_refused', changes: { email }, ip: input.ip })
      throw new SignInThrottled(await store.availableIn(key))
    }
  }

  let user: User | null = null
  try {
    user = await User.verifyCredentials(email, input.password)
  } catch {
    user = null
  }

  if (user && user.isActive) {
    await account.delete(accountKey)
    return user
  }

  const known = user ?? (await User.findByEmail(email))
  await recordAudit({
    action: 'auth.login_failed',
    userId: known?.id ?? null,
    changes: { email, reason: user ? 'inactive' : 'bad_credentials' },
    ip: input.ip,
  })

  for (const [store, key, scope] of [
    [account, accountKey, 'account'],
    [address, addressKey, 'address'],
  ] as const) {
    const response = await store.increment(key)
    if (response.remaining <= 0) {
      await store.block(key, BLOCK_DURATION)
      await recordAudit({
        action: 'auth.lockout',
        userId: known?.id ?? null,
        changes: { email, scope },
        ip: input.ip,
      })
    }
  }
  throw new InvalidCredentials()
}
