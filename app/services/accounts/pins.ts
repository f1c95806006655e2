import hash from '@adonisjs/core/services/hash'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { lockedRow, recordAudit, valuesSet } from '#services/platform/audit_log'
import { consumeOrWait, rateKey } from '#services/platform/request_throttle'
import { operation } from '#services/platform/transactions'
import { PinThrottled, PinWrong } from '#exceptions/pin_errors'
import { FormError } from '#exceptions/form_error'
import { PIN_MESSAGES, pinProblem } from '#common/pins'

/** Wrong PINs for one person, from every till together, before their PIN is blocked. */
export const PIN_FAILURES_PER_ACCOUNT = 5
/** Wrong PINs one address (a till) may type against anyone, before it is blocked. */
export const PIN_FAILURES_PER_ADDRESS = 10
export const PIN_WINDOW = '15 mins'
export const PIN_BLOCK_DURATION = '15 mins'

function stores() {
  return {
    account: limiter.use({
      requests: PIN_FAILURES_PER_ACCOUNT,
      duration: PIN_WINDOW,
      blockDuration: PIN_BLOCK_DURATION,
    }),
    address: limiter.use({
      requests: PIN_FAILURES_PER_ADDRESS,
      duration: PIN_WINDOW,
      blockDuration: PIN_BLOCK_DURATION,
    }),
  }
}

/**
 * Sets the actor's own till PIN, hashed as the password is. A run or a
 * repeat (1234, 0000, 1212) is refused beside the field. Audited, without
 * the PIN.
 */
export async function setPin(actor: Actor, pin: string, within?: TransactionClientContract) {
  const problem = pinProblem(pin)
  if (problem) throw new FormError('pin', PIN_MESSAGES[problem])
  const pinHash = await hash.make(pin)
  await operation(async (trx) => {
    const user = await lockedRow(User, actor.user.id, trx)
    const replaced = user.pinHash !== null
    user.merge({ pinHash, pinSetAt: DateTime.utc() })
    await user.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'user.pin_set',
        actor,
        subject: { type: 'user', id: user.id },
        changes: valuesSet({ replaced }),
      },
      trx
    )
  }, within)
}

/**
 * Checks `pin` as `user`'s, throttled like passwords: each attempt takes
 * its place in both limits before the hash is compared (so attempts
 * arriving together cannot all pass a check made before any counted), a
 * right PIN gives the places back, a wrong one keeps them. Five wrong PINs
 * on one person in 15 minutes, or ten from one address, block further
 * tries for 15 minutes. Throws PinWrong or PinThrottled (both audited),
 * naming `field`.
 */
export async function verifyPin(user: User, pin: string, ip: string | null, field = 'pin') {
  const limits = stores()
  const keys = {
    account: rateKey('pin_account', String(user.id)),
    address: rateKey('pin_address', ip ?? 'unknown'),
  }
  const taken: [typeof limits.account, string][] = []
  for (const scope of ['account', 'address'] as const) {
    const { wait } = await consumeOrWait(limits[scope], keys[scope])
    if (wait !== null) {
      await Promise.all(taken.map(([store, key]) => store.decrement(key)))
      await recordAudit({
        action: 'auth.pin_throttled',
        actor: { user: null, ip },
        subject: { type: 'user', id: user.id },
        changes: valuesSet({ scope }),
      })
      throw new PinThrottled(wait, field)
    }
    taken.push([limits[scope], keys[scope]])
  }
  const matches = user.pinHash !== null && (await hash.verify(user.pinHash, pin))
  if (matches) {
    await limits.account.delete(keys.account)
    await limits.address.decrement(keys.address)
    return
  }
  await recordAudit({
    action: 'auth.pin_failed',
    actor: { user: null, ip },
    subject: { type: 'user', id: user.id },
  })
  throw new PinWrong(field)
}
