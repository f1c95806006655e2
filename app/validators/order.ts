import vine from '@vinejs/vine'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'

/** Why an order is voided: said in a few words, kept with the order and in the audit log. */
export const voidOrderValidator = vine.create({
  reason: text({ min: 3, max: 200 }),
})

voidOrderValidator.messagesProvider = formMessages(
  {},
  {
    'reason.required': 'Say why the order is voided.',
    'reason.minLength': 'Say why the order is voided, in a few words.',
    'reason.maxLength': 'Keep the reason under 200 characters.',
  }
)
