import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import type { ReturnInput } from '#services/sales/returns'
import { formMessages } from '#support/form_messages'
import { sortNames } from '#support/list_scopes'
import { RETURN_LIST_ORDERS } from '#models/sale_return'
import { RETURN_REASONS } from '#common/return_reasons'
import { PAYMENT_METHODS } from '#common/sale_totals'
import { businessDay } from '#validators/days'
import { listQueryValidator } from '#validators/list'
import { recordId, wholeNumber } from '#validators/numbers'
import { text } from '#validators/text'
import { MAX_SALE_LINES, MAX_SALE_QUANTITY } from '#common/limits'

/** Goods brought back: the lines with a quantity, a reason and how the money goes back. */
export const returnFields = {
  order_id: recordId(),
  reason: vine.enum(RETURN_REASONS),
  refund_method: vine.enum(PAYMENT_METHODS),
  note: text({ max: 500 }).nullable().optional(),
  // The till this device refunds from, remembered by the browser.
  till_id: recordId().nullable().optional(),
  lines: vine
    .array(
      vine.object({
        order_line_id: recordId(),
        quantity: wholeNumber().min(1).max(MAX_SALE_QUANTITY),
        restock: vine.boolean(),
      })
    )
    .minLength(1)
    .maxLength(MAX_SALE_LINES),
}

export const RETURN_LABELS = { refund_method: 'refund method', order_line_id: 'line' }

export const returnValidator = vine.create({
  ...returnFields,
  // A manager's approval, for a refund paid another way than the sale.
  approval_token: vine.string().maxLength(64).nullable().optional(),
})

export const RETURN_MESSAGES = {
  'order_id.required': 'Find the sale the goods come from first.',
  'reason.required': 'Choose why the goods come back.',
  'reason.enum': 'Choose why the goods come back.',
  'refund_method.required': 'Choose how the refund is paid.',
  'refund_method.enum': 'Choose how the refund is paid.',
  'lines.required': 'Enter how many units of at least one line come back.',
  'lines.array.minLength': 'Enter how many units of at least one line come back.',
  'quantity.number': 'Enter the quantity as a whole number.',
  'quantity.withoutDecimals': 'Enter the quantity as a whole number.',
  'quantity.min': 'Enter 1 or more, or leave the line out.',
}

returnValidator.messagesProvider = formMessages(RETURN_LABELS, RETURN_MESSAGES)

/** Returns / Create's lookup: the receipt's barcode or the order's number, or the order from its receipt. */
export const returnLookupValidator = vine.create({
  order: text({ max: 40 }).optional(),
  order_id: recordId().optional(),
})

/** The returns list's query string. */
export const returnIndexValidator = listQueryValidator({
  sorts: sortNames(RETURN_LIST_ORDERS),
  filters: {
    branch: recordId().optional(),
    reason: vine.enum(RETURN_REASONS).optional(),
    from: businessDay().optional(),
    to: businessDay().optional(),
  },
  typed: ['from', 'to'],
})

/** The return form as the return service takes it. */
export function returnInputOf(
  input: Omit<Infer<typeof returnValidator>, 'approval_token'> & { approval_token?: string | null }
): ReturnInput {
  return {
    orderId: input.order_id,
    reason: input.reason,
    refundMethod: input.refund_method,
    note: input.note ?? null,
    tillId: input.till_id ?? null,
    lines: input.lines.map((line) => ({
      orderLineId: line.order_line_id,
      quantity: line.quantity,
      restock: line.restock,
    })),
    approvalToken: input.approval_token ?? null,
  }
}
