import User from '#models/user'
import { recordAudit, valuesSet } from '#services/audit_log'
import { admitSignIn } from '#services/sign_in_throttle'
import { InvalidCredentials } from '#exceptions/sign_in_errors'

/**
 * Checks credentials under the throttle (sign_in_throttle.ts) and records
 * the outcome. Returns the user to sign in, or throws InvalidCredentials /
 * SignInThrottled.
 */
export async function attemptSignIn(input: { email: string; password: string; ip: string }) {
  const email = input.email.trim().toLowerCase()
  const admission = await admitSignIn(email, input.ip)

  let user: User | null = null
  try {
    user = await User.verifyCredentials(email, input.password)
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
    actor: { user: known ?? null, ip: input.ip },
    changes: valuesSet({ email, reason: user ? 'inactive' : 'bad_credentials' }),
  })
  await admission.failed(known?.id ?? null)
  throw new InvalidCredentials()
}
