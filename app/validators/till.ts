import vine from '@vinejs/vine'
import { recordId, wholeNumber } from '#validators/numbers'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import {
  MAX_DENOMINATION_COUNT,
  MAX_TILL_CASH,
  MAX_TILL_CLOSE_NOTE,
  MAX_TILL_CODE,
  MAX_TILL_MOVEMENT_NOTE,
  MAX_TILL_NAME,
  minorUnitsLimit,
} from '#common/limits'
import { FLOAT_SOURCES, MOVEMENT_DIRECTIONS, MOVEMENT_REASONS } from '#common/tills'
import { TILL_SESSION_LIST_ORDERS } from '#models/till_session'
import { sortNames } from '#support/list_scopes'
import { businessDay } from '#validators/days'
import { listQueryValidator } from '#validators/list'

const formKey = () => vine.string().uuid()
const cash = () => wholeNumber().max(MAX_TILL_CASH)
const STALE = 'This form is out of date: reload the page.'
const AMOUNT_MAX = `Enter an amount of at most ${minorUnitsLimit(MAX_TILL_CASH)}.`

/** A till: its branch, name, Z-number code and whether it is in use. */
export const tillValidator = vine.create({
  branch_id: recordId(),
  name: text({ max: MAX_TILL_NAME }),
  code: vine
    .string()
    .trim()
    .toUpperCase()
    .maxLength(MAX_TILL_CODE)
    .regex(/^[A-Z0-9]+$/),
  is_active: vine.boolean().optional(),
})

tillValidator.messagesProvider = formMessages(
  { branch_id: 'branch' },
  {
    'branch_id.required': 'Choose the till’s branch.',
    'code.regex': 'Use letters and digits only, like FRONT1.',
    'code.maxLength': `Use at most ${MAX_TILL_CODE} letters and digits.`,
  }
)

/** A till renamed: its branch and the code its Z numbers carry stay. */
export const tillNameValidator = vine.create({ name: text({ max: MAX_TILL_NAME }) })

tillNameValidator.messagesProvider = formMessages({}, { 'name.required': 'Enter the till’s name.' })

/** Opening a session: the float counted, or carried over from the last close. */
export const openSessionValidator = vine.create({
  float_source: vine.enum(FLOAT_SOURCES),
  opening_float: cash().optional().requiredWhen('float_source', '=', 'counted'),
  idempotency_key: formKey(),
})

openSessionValidator.messagesProvider = formMessages(
  { opening_float: 'opening float' },
  {
    'opening_float.required': 'Count the float in the drawer.',
    'opening_float.requiredWhen': 'Count the float in the drawer.',
    'opening_float.number': 'Enter the float as an amount, in digits.',
    'opening_float.min': 'A float cannot be negative.',
    'opening_float.max': AMOUNT_MAX,
    'float_source.enum': 'Choose counted or carried over.',
    'idempotency_key.required': STALE,
    'idempotency_key.uuid': STALE,
  }
)

/** Cash paid into or out of the drawer: how much, why, and a note. */
export const cashMovementValidator = vine.create({
  direction: vine.enum(MOVEMENT_DIRECTIONS),
  reason: vine.enum(MOVEMENT_REASONS),
  amount: cash().min(1),
  note: text({ max: MAX_TILL_MOVEMENT_NOTE }).optional(),
  idempotency_key: formKey(),
})

cashMovementValidator.messagesProvider = formMessages(
  {},
  {
    'amount.required': 'Enter the amount.',
    'amount.number': 'Enter the amount in digits.',
    'amount.withoutDecimals': 'Enter the amount in digits.',
    'amount.min': 'Enter an amount above zero.',
    'amount.max': AMOUNT_MAX,
    'reason.required': 'Choose why the cash moves.',
    'reason.enum': 'Choose why the cash moves.',
    'idempotency_key.required': STALE,
    'idempotency_key.uuid': STALE,
  }
)

/** The close: one amount, or pieces by denomination; a note. */
export const closeSessionValidator = vine.create({
  counted_cash: cash().optional().requiredIfMissing('denominations'),
  denominations: vine.record(wholeNumber().max(MAX_DENOMINATION_COUNT)).optional(),
  note: text({ max: MAX_TILL_CLOSE_NOTE }).optional(),
  idempotency_key: formKey(),
})

closeSessionValidator.messagesProvider = formMessages(
  { counted_cash: 'counted cash' },
  {
    'counted_cash.required': 'Enter the cash counted in the drawer.',
    'counted_cash.requiredIfMissing': 'Enter the cash counted in the drawer.',
    'counted_cash.number': 'Enter the cash counted in digits.',
    'counted_cash.withoutDecimals': 'Enter the cash counted in digits.',
    'counted_cash.min': 'A count cannot be negative.',
    'counted_cash.max': AMOUNT_MAX,
    'denominations.*.number': 'Count whole notes or coins, in digits.',
    'denominations.*.withoutDecimals': 'Count whole notes or coins.',
    'denominations.*.min': 'A count cannot be below 0.',
    'denominations.*.max': `Count at most ${MAX_DENOMINATION_COUNT.toLocaleString('en-US')}.`,
    'idempotency_key.required': STALE,
    'idempotency_key.uuid': STALE,
  }
)

/** The sessions list's query string (and its export's): branch, till, cashier, days, differences. */
export const tillSessionIndexValidator = listQueryValidator({
  sorts: sortNames(TILL_SESSION_LIST_ORDERS),
  filters: {
    branch: recordId().optional(),
    till: recordId().optional(),
    cashier: recordId().optional(),
    from: businessDay().optional(),
    to: businessDay().optional(),
    // Only closed sessions whose count differed from the expected cash.
    difference: vine.boolean().optional(),
  },
  typed: ['from', 'to'],
})

/** The X or Z report's PDF paper: an 80 mm roll unless A4 is asked for, as for receipts. */
export const sessionReportPdfValidator = vine.create({
  paper: vine.enum(['80mm', 'a4'] as const).optional(),
})
