import vine from '@vinejs/vine'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import { recordId } from '#validators/numbers'
import { businessDay } from '#validators/days'
import { listQueryValidator } from '#validators/list'
import { sortNames } from '#support/list_scopes'
import { ORDER_LIST_ORDERS, ORDER_STATUSES } from '#models/order'
import { PAYMENT_METHODS } from '#common/sale_totals'

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

/** The orders list's query string; a parked draft is not in it (the counter lists those). */
export const orderIndexValidator = listQueryValidator({
  sorts: sortNames(ORDER_LIST_ORDERS),
  filters: {
    status: vine.enum(ORDER_STATUSES.filter((status) => status !== 'draft')).optional(),
    branch: recordId().optional(),
    seller: recordId().optional(),
    payment: vine.enum(PAYMENT_METHODS).optional(),
    from: businessDay().optional(),
    to: businessDay().optional(),
  },
  typed: ['from', 'to'],
})
