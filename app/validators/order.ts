import vine from '@vinejs/vine'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import { recordId, wholeNumber } from '#validators/numbers'
import {
  MAX_DISCOUNT_MINOR,
  MAX_MONEY_MINOR,
  MAX_SALE_LINES,
  MAX_SALE_PAYMENTS,
  MAX_SALE_QUANTITY,
  minorUnitsLimit,
} from '#common/limits'
import { businessDay } from '#validators/days'
import { listQueryValidator } from '#validators/list'
import { sortNames } from '#support/list_scopes'
import { ORDER_LIST_ORDERS, ORDER_STATUSES } from '#models/order'
import { DISCOUNT_KINDS, PAYMENT_METHODS } from '#common/sale_totals'

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

/**
 * A discount as the counter sends it: an amount in minor units or a percent
 * in basis points, kept in an `integer` column either way.
 */
const discount = () =>
  vine
    .object({
      kind: vine.enum(DISCOUNT_KINDS),
      value: wholeNumber().max(MAX_DISCOUNT_MINOR),
    })
    .nullable()
    .optional()

/**
 * The counter's cart (Orders / Create and a resumed draft): money in integer
 * minor units, percents in basis points. Figures are not sent: the server
 * computes them. `park` saves it as a draft instead of completing it.
 */
/** A sale as the counter sends it: what the checkout and an approval request both read. */
export const cartFields = {
  idempotency_key: vine.string().uuid(),
  branch_id: recordId(),
  // The till this device sells from, remembered by the browser.
  till_id: recordId().nullable().optional(),
  customer_id: recordId().nullable().optional(),
  lines: vine
    .array(
      vine.object({
        product_id: recordId(),
        quantity: wholeNumber().min(1).max(MAX_SALE_QUANTITY),
        unit_price: wholeNumber().max(MAX_MONEY_MINOR).nullable().optional(),
        discount: discount(),
      })
    )
    .minLength(1)
    .maxLength(MAX_SALE_LINES),
  order_discount: discount(),
  payments: vine
    .array(
      vine.object({
        method: vine.enum(PAYMENT_METHODS),
        amount: wholeNumber().min(1).max(MAX_MONEY_MINOR),
        reference: text({ max: 80 }).nullable().optional(),
      })
    )
    .maxLength(MAX_SALE_PAYMENTS)
    .optional(),
  note: text({ max: 500 }).nullable().optional(),
}

export const cartValidator = vine.create({
  ...cartFields,
  park: vine.boolean().optional(),
  /** A manager's approval for what the seller may not do alone. */
  approval_token: vine.string().maxLength(64).nullable().optional(),
})

/** The cart form's wording, shared with a sale's approval request. */
export const CART_LABELS = {
  branch_id: 'branch',
  product_id: 'product',
  unit_price: 'price',
  note: 'note',
}

export const CART_MESSAGES: Record<string, string> = {
  'idempotency_key.required': 'This sale form is out of date: reload the page.',
  'idempotency_key.uuid': 'This sale form is out of date: reload the page.',
  'branch_id.required': 'Choose the branch you sell at.',
  'branch_id.number': 'Choose the branch you sell at.',
  'lines.required': 'Scan or find at least one product.',
  'lines.array.minLength': 'Scan or find at least one product.',
  'lines.array.maxLength': `A sale has at most ${MAX_SALE_LINES} lines: ring up the rest as another sale.`,
  'quantity.required': 'Enter the quantity.',
  'quantity.number': 'Enter the quantity as a whole number.',
  'quantity.withoutDecimals': 'Enter the quantity as a whole number.',
  'quantity.min': 'Sell at least 1, or remove the line.',
  'quantity.max': `Sell at most ${MAX_SALE_QUANTITY.toLocaleString('en-US')} on one line.`,
  'unit_price.number': 'Enter the price as an amount.',
  'unit_price.max': `Enter a price of at most ${minorUnitsLimit(MAX_MONEY_MINOR)}.`,
  'value.number': 'Enter the discount as an amount or a percent.',
  'value.max': `Enter a discount of at most ${minorUnitsLimit(MAX_DISCOUNT_MINOR)}.`,
  'amount.required': 'Enter the amount paid.',
  'amount.number': 'Enter the amount paid.',
  'amount.min': 'Enter an amount above zero, or remove the payment.',
  'amount.max': `Enter an amount of at most ${minorUnitsLimit(MAX_MONEY_MINOR)}.`,
  'payments.array.maxLength': `Split a sale across at most ${MAX_SALE_PAYMENTS} payments.`,
}

cartValidator.messagesProvider = formMessages(CART_LABELS, CART_MESSAGES)

/** The counter's product and customer lookups: what was scanned or typed. */
export const counterSearchValidator = vine.create({
  search: text({ max: 100 }),
})

/** The counter's customer picker, as it asks while typing. */
export const counterCustomerSearchValidator = vine.create({
  q: text({ max: 100 }).optional(),
})

/** Orders / Edit of a completed sale: who bought and the note, nothing else. */
export const orderDetailsValidator = vine.create({
  customer_id: recordId().nullable().optional(),
  note: text({ max: 500 }).nullable().optional(),
})

/** The receipt PDF's paper: an 80 mm roll unless A4 is asked for. */
export const receiptPdfValidator = vine.create({
  paper: vine.enum(['80mm', 'a4'] as const).optional(),
})
