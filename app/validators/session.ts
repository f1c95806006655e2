import vine from '@vinejs/vine'

/**
 * Sign-in input. Only shape is checked here: whether the account exists is
 * never revealed by a validation message.
 */
export const signInValidator = vine.create({
  email: vine.string().trim().maxLength(254),
  password: vine.string().maxLength(1024),
})
