import User from '#models/user'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { admitSignIn } from '#services/accounts/sign_in_throttle'
import { InvalidCredentials } from '#exceptions/sign_in_errors'

/** The attempts on each account this process is checking, as a chain of turns. */
const turns = new Map<string, Promise<void>>()

/**
 * Runs the attempts on one account one after another. An attempt holds its
 * place in the throttle's limits while its password is checked, and a
 * right password gives it back; side by side, correct sign-ins of one user
 * (a shop's tills opening together) would fill the limits with places
 * about to be given back and be refused as too many failures.
 */
async function inTurn<Result>(email: string, attempt: () => Promise<Result>) {
  const previous = turns.get(email)
  let finished!: () => void
  const mine = new Promise<void>((resolve) => (finished = resolve))
  const chain = previous ? previous.then(() => mine) : mine
  turns.set(email, chain)
  try {
    await previous
    return await attempt()
  } finally {
    finished()
    if (turns.get(email) === chain) turns.delete(email)
  }
}

/**
 * Checks credentials under the throttle (sign_in_throttle.ts) and records
 * the outcome, the attempts on one account in turn. Returns the user to
 * sign in, or throws InvalidCredentials / SignInThrottled.
 */
export function attemptSignIn(input: { email: string; password: string; ip: string }) {
  const email = input.email.trim().toLowerCase()
  return inTurn(email, () => checkCredentials(email, input.password, input.ip))
}

async function checkCredentials(email: string, password: string, ip: string) {
  const admission = await admitSignIn(email, ip)

  let user: User | null = null
  try {
    user = await User.verifyCredentials(email, password)
  } catch {
    user = null
  }

  if (user && user.isActive) {
    await admission.succeeded()
    return user
  }

  const known = user ?? (await User.findByEmail(email))
  await recordAudit({
    action: 'auth.login_failed',
    actor: { user: known ?? null, ip },
    changes: valuesSet({ email, reason: user ? 'inactive' : 'bad_credentials' }),
  })
  await admission.failed(known?.id ?? null)
  throw new InvalidCredentials()
}
