import hash from '@adonisjs/core/services/hash'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { advanceSessionEpoch } from '#services/accounts/session_lifetime'

/**
 * Sets a new password. Every reset link of the user dies with the old
 * password, and the session epoch moves on so other sessions end.
 */
export async function setPassword(user: User, password: string, trx: TransactionClientContract) {
  user.useTransaction(trx)
  user.password = password
  advanceSessionEpoch(user)
  await user.save()
  await PasswordResetToken.query({ client: trx }).where('user_id', user.id).delete()
}

export function passwordMatches(user: User, password: string) {
  return user.password ? hash.verify(user.password, password) : Promise.resolve(false)
}
