import db from '@adonisjs/lucid/services/db'
import type { Session } from '@adonisjs/session'
import User from '#models/user'
import { eraseFromAudit, lockedRow, recordAudit, valuesSet } from '#services/platform/audit_log'
import type { Actor } from '#services/platform/actor'
import { setPassword } from '#services/accounts/passwords'
import {
  advanceSessionEpoch,
  keepSessionAfterEpochChange,
} from '#services/accounts/session_lifetime'
import { LastAdministrator, refuseTakenEmail } from '#exceptions/account_errors'

/** A user's personal data: what deleting one's account removes, from the row and the audit trail. */
const USER_PERSONAL_FIELDS = ['name', 'email'] as const

/**
 * Saves the actor's own name and email over their row as it stands,
 * locked. A new email must be verified again; both changes are audited
 * with their before and after values.
 */
export async function updateProfile(actor: Actor, input: { name: string; email: string }) {
  const saving = db.transaction(async (trx) => {
    const user = await lockedRow(User, actor.user.id, trx)
    const before = { name: user.name, email: user.email }
    const emailChanged = input.email.trim().toLowerCase() !== user.email
    user.name = input.name
    user.email = input.email
    if (emailChanged) user.emailVerifiedAt = null
    await user.useTransaction(trx).save()
    const subject = { type: 'user', id: user.id }
    if (before.name !== user.name) {
      const changes = { name: { from: before.name, to: user.name } }
      await recordAudit({ action: 'user.profile_updated', actor, subject, changes }, trx)
    }
    if (emailChanged) {
      const changes = { email: { from: before.email, to: user.email } }
      await recordAudit({ action: 'user.email_changed', actor, subject, changes }, trx)
    }
    actor.user.merge({ name: user.name, email: user.email, emailVerifiedAt: user.emailVerifiedAt })
    return { emailChanged }
  })
  return saving.catch(refuseTakenEmail)
}

/** Changes the password; the current session stays, every other one ends. */
export async function changePassword(actor: Actor, password: string, session: Session) {
  const user = actor.user
  await db.transaction(async (trx) => {
    await setPassword(user, password, trx)
    await recordAudit(
      { action: 'user.password_changed', actor, subject: { type: 'user', id: user.id } },
      trx
    )
  })
  keepSessionAfterEpochChange(session, user)
}

/**
 * Erases a user who asks for it: personal fields are
 * replaced, sign-in stops, and everything that points at the row (audit
 * events, later orders) keeps its reference. Their name and email leave the
 * audit trail too, including the sign-in and reset events that noted the
 * email.
 */
export async function deleteOwnAccount(actor: Actor) {
  await db.transaction(async (trx) => {
    const locked = await User.query({ client: trx })
      .where('id', actor.user.id)
      .preload('role')
      .forUpdate()
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
    const subject = { type: 'user', id: locked.id }
    await eraseFromAudit({ subject, fields: USER_PERSONAL_FIELDS, values: [formerEmail] }, trx)
    await recordAudit(
      {
        action: 'user.deleted',
        actor,
        subject,
        changes: valuesSet({ anonymised: true, formerEmailDomain: formerEmail.split('@')[1] }),
      },
      trx
    )
  })
}
