import vine from '@vinejs/vine'
import { newPasswordSchema } from '#validators/password'
import { code, text } from '#validators/text'
import { PIN_MAX_LENGTH } from '#common/pins'

const email = () => code().toLowerCase().email().maxLength(254)

/** Someone else already uses this address (case-insensitive, as stored). */
export const unusedEmail = (exceptUserId?: number) =>
  email().unique(async (db, value) => {
    const query = db.from('users').where('email', value)
    if (exceptUserId) query.whereNot('id', exceptUserId)
    return !(await query.first())
  })

/** Says nothing about whether the email has an account: the registration answers alike. */
export const registerValidator = vine.create({
  name: text({ min: 2, max: 120 }),
  email: email(),
  password: newPasswordSchema().confirmed({ confirmationField: 'password_confirmation' }),
})

export const forgotPasswordValidator = vine.create({
  email: email(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().maxLength(200),
  password: newPasswordSchema().confirmed({ confirmationField: 'password_confirmation' }),
})

export const confirmPasswordValidator = vine.create({
  password: vine.string().maxLength(1024),
})

export const profileValidator = (userId: number) =>
  vine.create({
    name: text({ min: 2, max: 120 }),
    email: unusedEmail(userId),
  })

export const changePasswordValidator = vine.create({
  current_password: vine.string().maxLength(1024),
  password: newPasswordSchema().confirmed({ confirmationField: 'password_confirmation' }),
})

export const deleteAccountValidator = vine.create({
  password: vine.string().maxLength(1024),
})

/** A till PIN: its digits are checked by the rule in common/pins.ts, beside the field. */
export const changePinValidator = vine.create({
  current_password: vine.string().maxLength(1024),
  pin: vine
    .string()
    .trim()
    .maxLength(PIN_MAX_LENGTH)
    .confirmed({ confirmationField: 'pin_confirmation' }),
})
