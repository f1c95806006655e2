import vine from '@vinejs/vine'
import { CART_LABELS, CART_MESSAGES, cartFields, voidOrderValidator } from '#validators/order'
import { text } from '#validators/text'
import { recordId } from '#validators/numbers'
import { formMessages } from '#support/form_messages'
import { PIN_MAX_LENGTH } from '#common/pins'
import { APPROVAL_KINDS } from '#common/approvals'
import { RETURN_LABELS, RETURN_MESSAGES, returnFields } from '#validators/return'

const APPROVER_MESSAGES = {
  'approver_id.required': 'Choose who approves.',
  'approver_id.number': 'Choose who approves.',
  'pin.required': 'Enter the PIN.',
  'pin.maxLength': `A PIN has at most ${PIN_MAX_LENGTH} digits.`,
}

/** A sale's approval: the counter's cart as it will be sent, who approves and their PIN. */
export const saleApprovalValidator = vine.create({
  ...cartFields,
  approver_id: recordId(),
  pin: vine.string().trim().maxLength(PIN_MAX_LENGTH),
})

saleApprovalValidator.messagesProvider = formMessages(CART_LABELS, {
  ...CART_MESSAGES,
  ...APPROVER_MESSAGES,
})

/** A void by a seller who may not void alone: its reason and a manager's approval (none: asked for). */
export const approvedVoidValidator = vine.create({
  reason: text({ min: 3, max: 200 }),
  approval_token: vine.string().maxLength(64).nullable().optional(),
})

approvedVoidValidator.messagesProvider = voidOrderValidator.messagesProvider

/** A void's approval: the order, who approves and their PIN. */
export const voidApprovalValidator = vine.create({
  order_id: recordId(),
  approver_id: recordId(),
  pin: vine.string().trim().maxLength(PIN_MAX_LENGTH),
})

voidApprovalValidator.messagesProvider = formMessages({}, APPROVER_MESSAGES)

/** A return's approval: the return form as it will be sent, who approves and their PIN. */
export const returnApprovalValidator = vine.create({
  ...returnFields,
  approver_id: recordId(),
  pin: vine.string().trim().maxLength(PIN_MAX_LENGTH),
})

returnApprovalValidator.messagesProvider = formMessages(RETURN_LABELS, {
  ...RETURN_MESSAGES,
  ...APPROVER_MESSAGES,
})

/** `GET /approvals/approvers?branch=&kind=`: who can approve this kind at the till's branch. */
export const approversQueryValidator = vine.create({
  branch: recordId(),
  kind: vine.enum(APPROVAL_KINDS).optional(),
})
