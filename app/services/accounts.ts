import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Session } from '@adonisjs/session'
import User from '#models/user'
import { recordAudit } from '#services/audit_log'
import { setPassword } from '#services/passwords'
import { advanceSessionEpoch, keepSessionAfterEpochChange } from '#services/session_lifetime'
import { LastAdministrator, refuseTakenEmail } from '#exceptions/account_errors'

/**
 * Saves name and email. A new email must be verified again; both changes are
 * audited with their before and after values.
 */
export async function updateProfile(
  user: User,
  input: { name: string; email: string },
  ip: string
) {
  const before = { name: user.name, email: user.email }
  const emailChanged = input.email.trim().toLowerCase() !== user.email
  user.name = input.name
  user.email = input.email
  if (emailChanged) user.emailVerifiedAt = null

  const saving = db.transaction(async (trx) => {
    await user.useTransaction(trx).save()
    if (before.name !== user.name) {
      await recordAudit(
        {
          action: 'user.profile_updated',
          userId: user.id,
          subject: { type: 'user', id: user.id },
          changes: { before: { name: before.name }, after: { name: user.name } },
          ip,
        },
        trx
      )
    }
    if (emailChanged) {
      await recordAudit(
        {
          action: 'user.email_changed',
          userId: user.id,
          subject: { type: 'user', id: user.id },
          changes: { before: { email: before.email }, after: { email: user.email } },
          ip,
        },
        trx
      )
    }
  })
  await saving.catch(refuseTakenEmail)
  return { emailChanged }
}

/** Changes the password; the current session stays, every other one ends. */
export async function changePassword(user: User, password: string, session: Session, ip: string) {
  await db.transaction(async (trx) => {
    await setPassword(user, password, trx)
    await recordAudit(
      {
        action: 'user.password_changed',
        userId: user.id,
        subject: { type: 'user', id: user.id },
        ip,
      },
      trx
    )
  })
  keepSessionAfterEpochChange(session, user)
}

/**
 * Erases a user who asks for it (DESIGN.md section 2): personal fields are
 * replaced, sign-in stops, and everything that points at the row (audit
 * events, later orders) keeps its reference.
 */
export async function deleteOwnAccount(user: User, ip: string) {
  await db.transaction(async (trx) => {
    const locked = await User.query({ client: trx })
      .where('id', user.id)
      .preload('role')
      .firstOrFail()
    if (await locked.isLastActiveAdministrator(trx)) throw new LastAdministrator()

    const formerEmail = locked.email
    locked.merge({
      name: 'Deleted user',
      email: `deleted-${locked.id}@deleted.invalid`,
      password: null,
      emailVerifiedAt: null,
      roleId: null,
      isActive: false,
      lastLoginAt: null,
    })
    advanceSessionEpoch(locked)
    await locked.useTransaction(trx).save()
    await locked.related('branches').detach(undefined, trx)
    await recordAudit(
      {
        action: 'user.deleted',
        userId: locked.id,
        subject: { type: 'user', id: locked.id },
        changes: {
          anonymised: true,
          formerEmailDomain: formerEmail.split('@')[1],
          at: DateTime.utc().toISO(),
        },
        ip,
      },
      trx
    )
  })
}
