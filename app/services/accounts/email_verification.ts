import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import router from '@adonisjs/core/services/router'
import mail from '@adonisjs/mail/services/main'
import type User from '#models/user'
import VerifyEmailMail from '#mails/verify_email_mail'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { appUrl } from '#config/app'

export const VERIFICATION_PURPOSE = 'verify_email'

/** Ties a link to the address it was sent to: a changed email voids older links. */
export function emailFingerprint(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

/** A signed link, valid 60 minutes, that confirms this user's current email. */
export function verificationUrl(user: User) {
  return router.makeSignedUrl(
    'verification.verify',
    { id: user.id, hash: emailFingerprint(user.email) },
    { expiresIn: '60 mins', purpose: VERIFICATION_PURPOSE, prefixUrl: appUrl }
  )
}

export function sendVerificationEmail(user: User) {
  return mail.send(new VerifyEmailMail(user, verificationUrl(user)))
}

/** Marks the email verified when the link names its current address. */
export async function confirmEmail(user: User, fingerprint: string, ip: string) {
  if (fingerprint !== emailFingerprint(user.email) || !user.isActive) return false
  if (!user.emailVerifiedAt) {
    user.emailVerifiedAt = DateTime.utc()
    await user.save()
    await recordAudit({
      action: 'user.email_verified',
      actor: { user, ip },
      subject: { type: 'user', id: user.id },
      changes: valuesSet({ email: user.email }),
    })
  }
  return true
}
