import vine from '@vinejs/vine'
import { code } from '#validators/text'

/**
 * Sign-in input. Only shape is checked here: whether the account exists is
 * never revealed by a validation message.
 */
export const signInValidator = vine.create({
  email: code().maxLength(254),
  password: vine.string().maxLength(1024),
})
