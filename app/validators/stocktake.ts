import vine from '@vinejs/vine'
import { recordId, wholeNumber } from '#validators/numbers'
import { listQueryValidator } from '#validators/list'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import { sortNames } from '#support/list_scopes'
import { STOCKTAKE_ORDERS } from '#models/stocktake'
import {
  MAX_COUNTED_QUANTITY,
  MAX_STOCKTAKE_CATEGORIES,
  MAX_STOCKTAKE_PRODUCTS,
} from '#common/limits'
import { STOCKTAKE_COVERAGES, STOCKTAKE_STATUSES, UNCOUNTED_CHOICES } from '#common/stocktakes'

const MAX_TEXT = `Count at most ${MAX_COUNTED_QUANTITY.toLocaleString('en-US')}: no shelf holds more. Check the quantity.`

/** What every counted quantity reads: whole units from 0 to the bound of any shelf. */
const quantityMessages = {
  'quantity.required': 'Enter the quantity counted.',
  'quantity.number': 'Enter the quantity as a whole number, in digits.',
  'quantity.withoutDecimals': 'Enter the quantity as a whole number.',
  'quantity.min': 'A count cannot be below 0.',
  'quantity.max': MAX_TEXT,
}

/** A new stocktake: the branch, what it covers, whether it is blind, and a note. */
export const stocktakeValidator = vine.create({
  branch_id: recordId(),
  coverage: vine.enum(STOCKTAKE_COVERAGES),
  categories: vine
    .array(text({ max: 80 }))
    .maxLength(MAX_STOCKTAKE_CATEGORIES)
    .optional()
    .requiredWhen('coverage', '=', 'categories'),
  product_ids: vine
    .array(recordId())
    .maxLength(MAX_STOCKTAKE_PRODUCTS)
    .optional()
    .requiredWhen('coverage', '=', 'products'),
  blind: vine.boolean(),
  note: text({ max: 1000 }).optional(),
})

stocktakeValidator.messagesProvider = formMessages(
  { branch_id: 'branch', product_ids: 'products' },
  {
    'branch_id.required': 'Choose the branch to count.',
    'branch_id.number': 'Choose the branch to count.',
    'coverage.required': 'Choose what the count covers.',
    'coverage.enum': 'Choose what the count covers.',
    'categories.required': 'Choose at least one category to count.',
    'categories.requiredWhen': 'Choose at least one category to count.',
    'categories.maxLength': `Choose at most ${MAX_STOCKTAKE_CATEGORIES} categories.`,
    'product_ids.required': 'Choose the products to count.',
    'product_ids.requiredWhen': 'Choose the products to count.',
    'product_ids.maxLength': `A cycle count covers at most ${MAX_STOCKTAKE_PRODUCTS} products.`,
  }
)

/** One count: a product and what was found (one per scan, or what was typed). */
export const countValidator = vine.create({
  product_id: recordId(),
  quantity: wholeNumber().max(MAX_COUNTED_QUANTITY),
  source: vine.enum(['scan', 'typed'] as const),
})

countValidator.messagesProvider = formMessages(
  { product_id: 'product' },
  {
    ...quantityMessages,
    'product_id.required': 'Scan or choose a product.',
    'product_id.number': 'Scan or choose a product.',
  }
)

/** A corrected entry, or a line counted again in review. */
export const quantityValidator = vine.create({
  quantity: wholeNumber().max(MAX_COUNTED_QUANTITY),
})

quantityValidator.messagesProvider = formMessages({}, quantityMessages)

/** Posting: what becomes of the products nobody counted (a whole-branch count only). */
export const postStocktakeValidator = vine.create({
  uncounted: vine.enum(UNCOUNTED_CHOICES),
})

postStocktakeValidator.messagesProvider = formMessages(
  {},
  {
    'uncounted.required': 'Choose what happens to the products nobody counted.',
    'uncounted.enum': 'Choose what happens to the products nobody counted.',
  }
)

/** The stocktakes list's query string. */
export const stocktakeIndexValidator = listQueryValidator({
  sorts: sortNames(STOCKTAKE_ORDERS),
  filters: {
    status: vine.enum(STOCKTAKE_STATUSES).optional(),
    branch: recordId().optional(),
  },
})

/** A page of the variance report's lines, counted and not counted. */
export const varianceQueryValidator = vine.create({
  page: vine.number().positive().withoutDecimals().max(100_000).optional(),
  uncounted_page: vine.number().positive().withoutDecimals().max(100_000).optional(),
})
