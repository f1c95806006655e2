import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import mail from '@adonisjs/mail/services/main'
import type User from '#models/user'
import UserInvitation from '#models/user_invitation'
import InvitationMail from '#mails/invitation_mail'
import { recordAudit } from '#services/platform/audit_log'
import { setPassword } from '#services/accounts/passwords'
import { appUrl } from '#config/app'
import { affectedRows } from '#support/affected_rows'
import { hashLinkToken, INVITATION_TTL_DAYS, newLinkToken } from '#support/tokens'

/**
 * Issues a fresh invitation link for `user`, replacing any earlier one.
 * Returns the link to mail; only the token's hash is stored.
 */
export async function issueInvitation(
  user: User,
  invitedBy: number,
  trx: TransactionClientContract
) {
  await UserInvitation.query({ client: trx }).where('user_id', user.id).delete()
  const token = newLinkToken()
  await UserInvitation.create(
    {
      userId: user.id,
      tokenHash: hashLinkToken(token),
      invitedBy,
      expiresAt: DateTime.utc().plus({ days: INVITATION_TTL_DAYS }),
    },
    { client: trx }
  )
  return urlFor('invitations.show', { token }, { prefixUrl: appUrl })
}

export function mailInvitation(user: Pick<User, 'name' | 'email'>, url: string) {
  return mail.send(new InvitationMail({ name: user.name, email: user.email }, url))
}

/** The usable invitation for a token from a link (unexpired, active user), or null. */
export async function findInvitation(token: string, trx?: TransactionClientContract) {
  const record = await UserInvitation.query({ client: trx })
    .where('token_hash', hashLinkToken(token))
    .preload('user')
    .first()
  if (!record || record.isExpired || !record.user.isActive) return null
  return record
}

/** The user's latest invitation, used or not yet expired, or null. */
export function latestInvitation(user: User) {
  return UserInvitation.query().where('user_id', user.id).orderBy('id', 'desc').first()
}

/**
 * Uses an invitation once: the person's password is set, their email counts
 * as confirmed (the link reached it), and the invitation is gone.
 */
export async function acceptInvitation(token: string, password: string, ip: string) {
  return db.transaction(async (trx) => {
    const record = await findInvitation(token, trx)
    if (!record) return null
    // Single use even when the link is submitted twice at once: only the
    // request whose delete removes the row goes on.
    const removed = await UserInvitation.query({ client: trx }).where('id', record.id).delete()
    if (affectedRows(removed) === 0) return null
    const user = record.user
    user.emailVerifiedAt = DateTime.utc()
    await setPassword(user, password, trx)
    await UserInvitation.query({ client: trx }).where('user_id', user.id).delete()
    await recordAudit(
      {
        action: 'user.invitation_accepted',
        actor: { user, ip },
        subject: { type: 'user', id: user.id },
      },
      trx
    )
    return user
  })
}
