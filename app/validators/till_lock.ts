import vine from '@vinejs/vine'
import { formMessages } from '#support/form_messages'
import { recordId } from '#validators/numbers'
import { PIN_MAX_LENGTH } from '#common/pins'

/** Who takes the till, and their PIN: only its length is checked here, the PIN itself by the service. */
export const takeTillValidator = vine.create({
  user_id: recordId(),
  pin: vine.string().maxLength(PIN_MAX_LENGTH),
})

takeTillValidator.messagesProvider = formMessages({ user_id: 'person', pin: 'PIN' })
