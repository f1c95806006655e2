import limiter from '@adonisjs/limiter/services/main'
import type { Limiter } from '@adonisjs/limiter'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { consumeOrWait, rateKey } from '#services/platform/request_throttle'
import { SignInThrottled } from '#exceptions/sign_in_errors'

/** Failures one address may make against one email in a minute, then blocked. */
export const EMAIL_AND_ADDRESS_FAILURES_PER_MINUTE = 5
/** Failures one address may make against any accounts in 10 minutes, then blocked. */
export const ADDRESS_FAILURES_PER_WINDOW = 20
export const BLOCK_DURATION = '15 mins'
/** Failures on one account, from every address together, before it is slowed. */
export const ACCOUNT_FREE_FAILURES = 10
export const ACCOUNT_WINDOW = '1 hour'
/** The longest an account under attack makes anyone wait between two attempts. */
export const ACCOUNT_MAX_DELAY_SECONDS = 60
/** How long an address the owner signed in from stays exempt from the account's slowdown. */
export const KNOWN_ADDRESS_DURATION = '30 days'

function stores() {
  return {
    emailAndAddress: limiter.use({
      requests: EMAIL_AND_ADDRESS_FAILURES_PER_MINUTE,
      duration: '1 min',
    }),
    address: limiter.use({ requests: ADDRESS_FAILURES_PER_WINDOW, duration: '10 mins' }),
    account: limiter.use({ requests: ACCOUNT_FREE_FAILURES, duration: ACCOUNT_WINDOW }),
    gate: limiter.use({ requests: 1, duration: ACCOUNT_MAX_DELAY_SECONDS }),
    known: limiter.use({ requests: 1, duration: KNOWN_ADDRESS_DURATION }),
  }
}

/** The wait before the next attempt after the `attempt`-th failure on an account: 2, 4, 8 … s. */
export function accountDelaySeconds(attempt: number) {
  const beyond = Math.max(1, attempt - ACCOUNT_FREE_FAILURES + 1)
  return Math.min(ACCOUNT_MAX_DELAY_SECONDS, 2 ** beyond)
}

/**
 * The sign-in throttle. Every attempt takes its place in each limit before
 * the password is checked, in one atomic step per limit, so no more
 * attempts than a limit allows are ever being checked at once, however
 * many arrive together. A failure keeps its place; a success, and an attempt
 * a later limit refuses, give theirs back.
 *
 * - Email and address: 5 failures a minute, then blocked for 15 minutes.
 * - Address: 20 failures in 10 minutes against any accounts, then blocked.
 * - Account, from every address together: the first 9 attempts of an hour
 *   run freely; from the 10th, one attempt at a time, and each failure
 *   makes the next one wait longer (2, 4, 8 … up to 60 seconds). Guesses
 *   spread over many addresses are slowed to about one a minute, while the
 *   owner is only ever delayed, never locked out, and not even delayed from
 *   an address they signed in from in the last 30 days (an attacker cannot
 *   make theirs one of those without the password).
 *
 * Throws SignInThrottled (audited) when a limit refuses; otherwise answers
 * what to call once the password has been checked.
 */
export async function admitSignIn(email: string, ip: string) {
  const limits = stores()
  const keys = {
    emailAndAddress: rateKey('sign_in', email, ip),
    address: rateKey('sign_in_ip', ip),
    account: rateKey('sign_in_account', email),
    gate: rateKey('sign_in_account_gate', email),
    known: rateKey('sign_in_known', email, ip),
  }
  const taken: [Limiter, string][] = []
  const takePlace = async (scope: string, store: Limiter, key: string) => {
    const { remaining, wait } = await consumeOrWait(store, key)
    if (wait === null) {
      taken.push([store, key])
      return remaining
    }
    await Promise.all(taken.map(([held, heldKey]) => held.decrement(heldKey)))
    await recordAudit({
      action: 'auth.login_refused',
      actor: { user: null, ip },
      changes: valuesSet({ email, scope }),
    })
    throw new SignInThrottled(wait)
  }

  // The attempts that take the last place of a limit block it if they fail. The audit trail
  // has always called the email-and-address scope "account".
  const lastOf = {
    account: (await takePlace('account', limits.emailAndAddress, keys.emailAndAddress)) === 0,
    address: (await takePlace('address', limits.address, keys.address)) === 0,
  }

  // This attempt's number on the account in the window, those still being checked included.
  let accountAttempt: number | null = null
  if (!(await limits.known.get(keys.known))) {
    const { consumed } = await limits.account.increment(keys.account)
    accountAttempt = consumed
    taken.push([limits.account, keys.account])
    if (accountAttempt >= ACCOUNT_FREE_FAILURES) {
      await takePlace('every_address', limits.gate, keys.gate)
    }
  }
  const gated = accountAttempt !== null && accountAttempt >= ACCOUNT_FREE_FAILURES

  return {
    /** The password was right: the email and address start afresh, the other places go back. */
    async succeeded() {
      await limits.emailAndAddress.delete(keys.emailAndAddress)
      await limits.address.decrement(keys.address)
      if (accountAttempt !== null) await limits.account.decrement(keys.account)
      if (gated) await limits.gate.delete(keys.gate)
      await limits.known.set(keys.known, 1, KNOWN_ADDRESS_DURATION)
    },

    /** The password was wrong: the places stay taken; a used-up limit blocks or slows. */
    async failed(userId: number | null) {
      const blocks = [
        ['account', limits.emailAndAddress, keys.emailAndAddress],
        ['address', limits.address, keys.address],
      ] as const
      for (const [scope, store, key] of blocks) {
        if (!lastOf[scope]) continue
        // Counted past every place that attempts still being checked could give back.
        await store.set(key, 2 * store.requests + 1, BLOCK_DURATION)
        await recordAudit({
          action: 'auth.lockout',
          actor: { user: userId === null ? null : { id: userId }, ip },
          changes: valuesSet({ email, scope }),
        })
      }
      if (!gated) return
      const seconds = accountDelaySeconds(accountAttempt!)
      await limits.gate.set(keys.gate, 1, seconds)
      if (accountAttempt === ACCOUNT_FREE_FAILURES) {
        await recordAudit({
          action: 'auth.login_slowed',
          actor: { user: userId === null ? null : { id: userId }, ip },
          changes: valuesSet({ email, scope: 'every_address', seconds }),
        })
      }
    },
  }
}
