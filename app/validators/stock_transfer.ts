import vine from '@vinejs/vine'
import { recordId, wholeNumber } from '#validators/numbers'
import { businessDay } from '#validators/days'
import { listQueryValidator } from '#validators/list'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import { TRANSFER_ORDERS } from '#models/stock_transfer'
import { TRANSFER_STATUSES } from '#models/stock_transfer'
import { sortNames } from '#support/list_scopes'
import { MAX_STOCK_QUANTITY, MAX_TRANSFER_LINES } from '#common/limits'

/** The transfer form: from, to, note and its lines (product and quantity). */
export const stockTransferValidator = vine.create({
  from_branch_id: recordId(),
  to_branch_id: recordId(),
  note: text({ max: 1000 }).optional(),
  lines: vine
    .array(
      vine.object({
        product_id: recordId(),
        quantity: wholeNumber().min(1).max(MAX_STOCK_QUANTITY),
      })
    )
    .minLength(1)
    .maxLength(MAX_TRANSFER_LINES),
})

stockTransferValidator.messagesProvider = formMessages(
  { from_branch_id: 'source branch', to_branch_id: 'destination', product_id: 'product' },
  {
    'from_branch_id.required': 'Choose the branch the stock leaves.',
    'from_branch_id.number': 'Choose the branch the stock leaves.',
    'to_branch_id.required': 'Choose the branch the stock goes to.',
    'to_branch_id.number': 'Choose the branch the stock goes to.',
    'product_id.required': 'Choose a product.',
    'product_id.number': 'Choose a product.',
    'quantity.required': 'Enter the quantity to move.',
    'quantity.number': 'Enter the quantity as a whole number.',
    'quantity.withoutDecimals': 'Enter the quantity as a whole number.',
    'quantity.min': 'Move at least 1.',
    'quantity.max': `Move at most ${MAX_STOCK_QUANTITY.toLocaleString('en')} on one line.`,
    'lines.required': 'Add at least one product.',
    'lines.array': 'Add at least one product.',
    'lines.minLength': 'Add at least one product.',
    'lines.maxLength': `A transfer carries at most ${MAX_TRANSFER_LINES} products.`,
    'lines.array.minLength': 'Add at least one product.',
    'lines.array.maxLength': `A transfer carries at most ${MAX_TRANSFER_LINES} products.`,
  }
)

/** What arrived, per line: the quantity counted and, for a shortfall, why. */
export const receiveTransferValidator = vine.create({
  lines: vine
    .array(
      vine.object({
        id: recordId(),
        received_quantity: wholeNumber().max(MAX_STOCK_QUANTITY),
        shortfall_reason: text({ max: 255 }).optional(),
      })
    )
    .minLength(1)
    .maxLength(MAX_TRANSFER_LINES),
})

receiveTransferValidator.messagesProvider = formMessages(
  { received_quantity: 'quantity received', shortfall_reason: 'reason' },
  {
    'received_quantity.required': 'Enter the quantity that arrived.',
    'received_quantity.number': 'Enter the quantity as a whole number.',
    'received_quantity.withoutDecimals': 'Enter the quantity as a whole number.',
    'received_quantity.min': 'The quantity received cannot be below 0.',
    'received_quantity.max': 'The quantity received cannot be above the quantity sent.',
  }
)

/** The stock moves list's query string. */
export const stockTransferIndexValidator = listQueryValidator({
  sorts: sortNames(TRANSFER_ORDERS),
  filters: {
    status: vine.enum(TRANSFER_STATUSES).optional(),
    branch: recordId().optional(),
    from: businessDay().optional(),
    to: businessDay().optional(),
  },
  typed: ['from', 'to'],
})
