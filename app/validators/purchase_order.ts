import vine from '@vinejs/vine'
import { listQueryValidator } from '#validators/list'
import { businessDay } from '#validators/days'
import { recordId, wholeNumber } from '#validators/numbers'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import { sortNames } from '#support/list_scopes'
import { PURCHASE_ORDER_ORDERS } from '#models/purchase_order'
import {
  MAX_MONEY_MINOR,
  MAX_PURCHASE_ORDER_LINES,
  MAX_REORDER_LEVEL,
  MAX_STOCK_QUANTITY,
  minorUnitsLimit,
} from '#common/limits'
import { PURCHASE_ORDER_STATUSES } from '#common/purchasing'

const quantityMessages = {
  'quantity.required': 'Enter the quantity to order.',
  'quantity.number': 'Enter the quantity as a whole number.',
  'quantity.withoutDecimals': 'Enter the quantity as a whole number.',
  'quantity.min': 'Enter a quantity of 1 or more.',
  'quantity.max': `Enter a quantity of at most ${MAX_STOCK_QUANTITY.toLocaleString('en-US')}.`,
}

const orderQuantity = () =>
  vine.number({ strict: true }).withoutDecimals().min(1).max(MAX_STOCK_QUANTITY)

/** A purchase order as its form sends it; costs in integer minor units. */
export const purchaseOrderValidator = vine.create({
  supplier_id: recordId(),
  branch_id: recordId(),
  expected_on: businessDay().nullable().optional(),
  note: text({ max: 1000 }).nullable().optional(),
  lines: vine
    .array(
      vine.object({
        product_id: recordId(),
        quantity: orderQuantity(),
        unit: vine.enum(['units', 'packs'] as const),
        unit_cost: wholeNumber().max(MAX_MONEY_MINOR).nullable().optional(),
      })
    )
    .minLength(1)
    .maxLength(MAX_PURCHASE_ORDER_LINES),
})

purchaseOrderValidator.messagesProvider = formMessages(
  {
    supplier_id: 'supplier',
    branch_id: 'branch',
    expected_on: 'expected date',
    unit_cost: 'unit cost',
  },
  {
    'supplier_id.required': 'Choose the supplier.',
    'supplier_id.number': 'Choose the supplier.',
    'branch_id.required': 'Choose the branch the goods go to.',
    'branch_id.number': 'Choose the branch the goods go to.',
    'lines.required': 'Add at least one product.',
    'lines.array.minLength': 'Add at least one product.',
    'lines.array.maxLength': `An order has at most ${MAX_PURCHASE_ORDER_LINES} lines: split it.`,
    'product_id.required': 'Choose a product for this line.',
    ...quantityMessages,
    'unit.enum': 'Choose units or packs.',
    'unit_cost.number': 'Enter the unit cost as an amount.',
    'unit_cost.min': 'The unit cost must not be negative.',
    'unit_cost.max': `The unit cost cannot be above ${minorUnitsLimit(MAX_MONEY_MINOR)}.`,
  }
)

/** The purchase orders list's query string. */
export const purchaseOrderIndexValidator = listQueryValidator({
  sorts: sortNames(PURCHASE_ORDER_ORDERS),
  filters: {
    status: vine.enum(PURCHASE_ORDER_STATUSES).optional(),
    branch: recordId().optional(),
    supplier: recordId().optional(),
  },
})

/** `/purchase-orders/suggestions?branch=`: the branch to suggest for. */
export const suggestionsQueryValidator = vine.create({ branch: recordId().optional() })

/** The suggestions the buyer kept, each with its supplier and quantity in units. */
export const suggestedOrdersValidator = vine.create({
  branch_id: recordId(),
  lines: vine
    .array(
      vine.object({
        product_id: recordId(),
        supplier_id: recordId(),
        quantity: orderQuantity(),
      })
    )
    .minLength(1)
    .maxLength(MAX_PURCHASE_ORDER_LINES * 10),
})

suggestedOrdersValidator.messagesProvider = formMessages(
  { supplier_id: 'supplier', branch_id: 'branch' },
  {
    'lines.required': 'Keep at least one suggestion with a supplier.',
    'lines.array.minLength': 'Keep at least one suggestion with a supplier.',
    'supplier_id.required': 'Choose a supplier for this product.',
    ...quantityMessages,
  }
)

/** A branch's own reorder level and target for a product (empty keeps the product's). */
export const branchReorderValidator = vine.create({
  product_id: recordId(),
  branch_id: recordId(),
  reorder_level: wholeNumber().max(MAX_REORDER_LEVEL).nullable(),
  reorder_target: wholeNumber().max(MAX_REORDER_LEVEL).nullable(),
})

branchReorderValidator.messagesProvider = formMessages(
  { reorder_level: 'reorder level', reorder_target: 'reorder target' },
  {
    'reorder_level.number': 'Enter the level as a whole number, or leave it empty.',
    'reorder_level.max': `Enter a level of at most ${MAX_REORDER_LEVEL.toLocaleString('en-US')}.`,
    'reorder_target.number': 'Enter the target as a whole number, or leave it empty.',
    'reorder_target.max': `Enter a target of at most ${MAX_REORDER_LEVEL.toLocaleString('en-US')}.`,
  }
)
