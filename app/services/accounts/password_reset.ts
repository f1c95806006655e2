import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import ResetPasswordMail from '#mails/reset_password_mail'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { rateKey, throttle } from '#services/platform/request_throttle'
import { setPassword } from '#services/accounts/passwords'
import { appUrl } from '#config/app'
import { hashLinkToken, newLinkToken } from '#support/tokens'
import { affectedRows } from '#support/affected_rows'

export const RESET_TOKEN_TTL_MINUTES = 60
/** Reset mails one address receives in 15 minutes, whoever asks and from wherever. */
export const RESET_MAILS_PER_EMAIL = 10

/**
 * Mails a reset link when the email belongs to an active account, and does
 * nothing visible otherwise. The token is 256 random bits; only its hash is
 * stored. Past RESET_MAILS_PER_EMAIL in 15 minutes no more mail goes out,
 * so requests from many addresses cannot flood an inbox; the owner is not
 * shut out by them, since the links already sent (each valid 60 minutes)
 * are in that inbox.
 */
export async function sendPasswordResetLink(email: string, ip: string) {
  const user = await User.findByEmail(email)
  await recordAudit({
    action: 'auth.password_reset_requested',
    actor: { user: user ?? null, ip },
    changes: valuesSet({ email: email.trim().toLowerCase(), known: Boolean(user?.isActive) }),
  })
  if (!user || !user.isActive) return
  if (await throttle(rateKey('reset_mail', user.email), RESET_MAILS_PER_EMAIL, '15 mins')) return

  const token = newLinkToken()
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash: hashLinkToken(token),
    expiresAt: DateTime.utc().plus({ minutes: RESET_TOKEN_TTL_MINUTES }),
  })
  const url = urlFor('password.reset', { token }, { prefixUrl: appUrl })
  await mail.send(new ResetPasswordMail(user, url))
}

/** The usable record for a token from a link (unexpired, active user), or null. */
export async function findResetToken(token: string, trx?: TransactionClientContract) {
  const record = await PasswordResetToken.query({ client: trx })
    .where('token_hash', hashLinkToken(token))
    .preload('user')
    .first()
  if (!record || record.isExpired || !record.user.isActive) return null
  return record
}

/** Uses a reset token once: sets the password, kills every reset link and session. */
export async function resetPassword(token: string, password: string, ip: string) {
  return db.transaction(async (trx) => {
    const record = await findResetToken(token, trx)
    if (!record) return null
    // Only the request that removes the token goes on, also when two arrive at once.
    const removed = await PasswordResetToken.query({ client: trx }).where('id', record.id).delete()
    if (affectedRows(removed) === 0) return null
    await setPassword(record.user, password, trx)
    await recordAudit(
      {
        action: 'auth.password_reset',
        actor: { user: record.user, ip },
        subject: { type: 'user', id: record.user.id },
      },
      trx
    )
    return record.user
  })
}
