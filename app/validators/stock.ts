import vine from '@vinejs/vine'
import { formMessages } from '#support/form_messages'
import { ADJUSTMENT_REASONS } from '#services/stock/stock_adjustments'
import {
  MAX_MONEY_MINOR,
  MAX_RECEIPT_LINES,
  MAX_STOCK_QUANTITY,
  minorUnitsLimit,
} from '#common/limits'
import { recordId, wholeNumber } from '#validators/numbers'
import { code, text } from '#validators/text'

const optionalText = (max: number) => text({ max }).nullable().optional()

/**
 * A receipt as Stocks / Add sends it. Unit costs are integer minor units;
 * they are read only from people who may see costs (the controller drops
 * them otherwise, so a line is taken at the product's current cost).
 */
export const receiptValidator = vine.create({
  branch_id: recordId(),
  purchase_order_id: recordId().nullable().optional(),
  supplier: optionalText(120),
  reference: optionalText(80),
  note: optionalText(1000),
  lines: vine
    .array(
      vine.object({
        product_id: recordId(),
        quantity: vine.number({ strict: true }).withoutDecimals().min(1).max(MAX_STOCK_QUANTITY),
        unit_cost: wholeNumber().max(MAX_MONEY_MINOR).nullable().optional(),
        purchase_order_line_id: recordId().nullable().optional(),
        over_delivery_reason: optionalText(200),
      })
    )
    .minLength(1)
    .maxLength(MAX_RECEIPT_LINES),
})

receiptValidator.messagesProvider = formMessages(
  {
    branch_id: 'branch',
    supplier: 'supplier',
    reference: 'reference',
    note: 'note',
    product_id: 'product',
    quantity: 'quantity',
    unit_cost: 'unit cost',
    purchase_order_id: 'purchase order',
    over_delivery_reason: 'over-delivery reason',
  },
  {
    'branch_id.required': 'Choose the branch that received the goods.',
    'branch_id.number': 'Choose the branch that received the goods.',
    'lines.required': 'Add at least one product.',
    'lines.array.minLength': 'Add at least one product.',
    'lines.array.maxLength': `A receipt has at most ${MAX_RECEIPT_LINES} lines: split the delivery.`,
    'product_id.required': 'Choose a product for this line.',
    'quantity.required': 'Enter the quantity received.',
    'quantity.number': 'Enter the quantity as a whole number.',
    'quantity.withoutDecimals': 'Enter the quantity as a whole number.',
    'quantity.min': 'Enter a quantity of 1 or more.',
    'quantity.max': `Enter a quantity of at most ${MAX_STOCK_QUANTITY.toLocaleString('en-US')}.`,
    'unit_cost.number': 'Enter the unit cost as an amount.',
    'unit_cost.min': 'The unit cost must not be negative.',
    'unit_cost.max': `The unit cost cannot be above ${minorUnitsLimit(MAX_MONEY_MINOR)}.`,
  }
)

/** A code typed or scanned into Stocks / Add: an exact barcode or SKU, or words to search. */
export const receiptProductSearchValidator = vine.create({
  search: code().minLength(1).maxLength(100),
})

/** Stocks / Edit: a counted quantity or a signed change, with a reason. */
export const adjustmentValidator = vine.create({
  mode: vine.enum(['count', 'change'] as const),
  counted: wholeNumber().max(MAX_STOCK_QUANTITY).optional().requiredWhen('mode', '=', 'count'),
  change: vine
    .number({ strict: true })
    .withoutDecimals()
    .min(-MAX_STOCK_QUANTITY)
    .max(MAX_STOCK_QUANTITY)
    .optional()
    .requiredWhen('mode', '=', 'change'),
  reason: vine.enum(ADJUSTMENT_REASONS),
  note: optionalText(500),
  seen_movement_id: recordId().nullable(),
})

/** `/stocks/adjust?product=&branch=`: a product at a branch, with or without a level yet. */
export const adjustAtQueryValidator = vine.create({
  product: recordId(),
  branch: recordId(),
})

adjustmentValidator.messagesProvider = formMessages(
  { mode: 'kind of adjustment', counted: 'counted quantity', change: 'change', reason: 'reason' },
  {
    'mode.required': 'Choose whether you counted or are entering a change.',
    'mode.enum': 'Choose whether you counted or are entering a change.',
    'counted.required': 'Enter the quantity you counted.',
    'counted.number': 'Enter the counted quantity as a whole number.',
    'counted.withoutDecimals': 'Enter the counted quantity as a whole number.',
    'counted.min': 'The counted quantity cannot be below 0.',
    'change.required': 'Enter the change, such as -2 or 5.',
    'change.number': 'Enter the change as a whole number, such as -2 or 5.',
    'change.withoutDecimals': 'Enter the change as a whole number, such as -2 or 5.',
    'reason.required': 'Choose a reason.',
    'reason.enum': 'Choose a reason from the list.',
    'seen_movement_id.required': 'Reload the page and try again.',
  }
)
