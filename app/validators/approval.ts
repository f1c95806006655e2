import vine from '@vinejs/vine'
import { CART_LABELS, CART_MESSAGES, cartFields } from '#validators/order'
import { recordId } from '#validators/numbers'
import { formMessages } from '#support/form_messages'
import { PIN_MAX_LENGTH } from '#common/pins'

/** A sale's approval: the counter's cart as it will be sent, who approves and their PIN. */
export const saleApprovalValidator = vine.create({
  ...cartFields,
  approver_id: recordId(),
  pin: vine.string().trim().maxLength(PIN_MAX_LENGTH),
})

saleApprovalValidator.messagesProvider = formMessages(CART_LABELS, {
  ...CART_MESSAGES,
  'approver_id.required': 'Choose who approves.',
  'approver_id.number': 'Choose who approves.',
  'pin.required': 'Enter the PIN.',
  'pin.maxLength': `A PIN has at most ${PIN_MAX_LENGTH} digits.`,
})

/** `GET /approvals/approvers?branch=`: who can approve at the till's branch. */
export const approversQueryValidator = vine.create({ branch: recordId() })
