import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import AccountExistsMail from '#mails/account_exists_mail'
import { administratorRole } from '#services/shop/bootstrap'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { EmailTaken, refuseTakenEmail } from '#exceptions/account_errors'
import { sendVerificationEmail } from '#services/accounts/email_verification'
import { rateKey, throttle } from '#services/platform/request_throttle'
import { appUrl } from '#config/app'

/**
 * Registrations one address may send per minute, and per email from one
 * address in 15 minutes: the forgot-password limits, for the same reason
 * (each answer is about an email address).
 */
export const REGISTRATION_LIMITS = {
  perAddress: { requests: 6, duration: '1 min' },
  perEmail: { requests: 3, duration: '15 mins' },
} as const

/** "You already have an account" notes one address receives in 15 minutes. */
export const ACCOUNT_EXISTS_MAILS_PER_EMAIL = 10

/** The seconds to wait before `ip` may register `email`, or null when it may now. */
export async function registrationWait(email: string, ip: string) {
  const { perAddress, perEmail } = REGISTRATION_LIMITS
  return (
    (await throttle(rateKey('register_ip', ip), perAddress.requests, perAddress.duration)) ??
    (await throttle(rateKey('register', email, ip), perEmail.requests, perEmail.duration))
  )
}

/** True while the database holds no account at all: the very first one may sign in at once outside production. */
export async function noAccountYet() {
  return !(await User.query().select('id').first())
}

/**
 * Creates a self-registered account. It starts without a role (waiting for
 * access), except outside production where the very first account of an
 * empty database becomes Administrator so a newcomer can try the app.
 */
export async function registerAccount(
  input: { name: string; email: string; password: string },
  options: { production: boolean; ip: string }
) {
  const saving = db.transaction(async (trx) => {
    const anyone = await User.query({ client: trx }).select('id').first()
    const first = !anyone && !options.production
    const role = first ? await administratorRole(trx) : null
    const user = await User.create(
      {
        name: input.name,
        email: input.email,
        password: input.password,
        roleId: role?.id ?? null,
        isActive: true,
        sessionEpoch: 0,
      },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'user.registered',
        actor: { user, ip: options.ip },
        subject: { type: 'user', id: user.id },
        changes: valuesSet({ email: user.email, role: role?.name ?? null }),
      },
      trx
    )
    return user
  })
  return saving.catch(refuseTakenEmail)
}

/**
 * The work behind the registration form's one answer, done after the
 * response so neither its words nor its timing tell whether the email has an
 * account: a new email gets its account and a confirmation link; an email
 * that already has an active account gets a note to its owner instead (at
 * most ACCOUNT_EXISTS_MAILS_PER_EMAIL in 15 minutes), and nothing changes.
 */
export async function registerOrNotifyOwner(
  input: { name: string; email: string; password: string },
  options: { production: boolean; ip: string }
) {
  if (!(await User.findByEmail(input.email))) {
    try {
      const user = await registerAccount(input, options)
      await sendVerificationEmail(user)
      return
    } catch (error) {
      // A registration of the same email got there first: its owner gets the note.
      if (!(error instanceof EmailTaken)) throw error
    }
  }
  const owner = await User.findByEmail(input.email)
  if (!owner?.isActive) return
  const notes = rateKey('account_exists_mail', owner.email)
  if (await throttle(notes, ACCOUNT_EXISTS_MAILS_PER_EMAIL, '15 mins')) return
  await mail.send(
    new AccountExistsMail(owner, urlFor('password.request', {}, { prefixUrl: appUrl }))
  )
}
