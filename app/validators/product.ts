import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { checkBarcode, MAX_BARCODE_LENGTH } from '#common/barcode'
import { basisPoints, wholeNumber } from '#validators/numbers'
import { MAX_MONEY_MINOR, MAX_REORDER_LEVEL, minorUnitsLimit } from '#common/limits'
import { listQueryValidator } from '#validators/list'
import { PRODUCT_ORDERS } from '#models/product'
import { ACTIVE_STATUSES, sortNames } from '#support/list_scopes'
import { code, SKU_MESSAGE, SKU_PATTERN, text } from '#validators/text'

/** EAN-13, EAN-8 and UPC-A must carry the right check digit; anything else must print as Code 128. */
const printableBarcode = vine.createRule((value, _options, field: FieldContext) => {
  if (typeof value !== 'string') return
  const check = checkBarcode(value)
  if (!check.valid) field.report(check.message, 'barcode', field)
})

const money = () => wholeNumber().max(MAX_MONEY_MINOR)

/** Skips the product being edited when checking that a value is unused. */
const otherProducts = (query: any, _value: unknown, field: FieldContext) => {
  if (field.meta.productId) query.whereNot('id', field.meta.productId)
}

/** SKUs are ASCII codes: a lookalike (Cyrillic, full-width) cannot pose as another product's. */
const skuFormat = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'string' && value !== '' && !SKU_PATTERN.test(value)) {
    field.report(SKU_MESSAGE, 'skuFormat', field)
  }
})

const sku = () => code().minLength(1).maxLength(64).use(skuFormat())

const barcode = () => code().maxLength(MAX_BARCODE_LENGTH).use(printableBarcode())

/**
 * A product's fields as the form and the CSV import check them. Money is
 * integer minor units; uniqueness against stored products is checked by
 * the form's validator below and by the import in one query per file.
 */
export const productFields = () => ({
  name: text({ min: 1, max: 160 }),
  sku: sku(),
  barcode: barcode().nullable().optional(),
  category: text({ max: 80 }).nullable().optional(),
  unit: text({ min: 1, max: 20 }),
  price: money(),
  cost: money().nullable().optional(),
  tax_rate_bp: basisPoints(),
  reorder_level: wholeNumber().max(MAX_REORDER_LEVEL),
  is_active: vine.boolean(),
  description: text({ max: 2000 }).nullable().optional(),
})

/**
 * The product form. Money arrives as integer minor units (the browser
 * converts what people type); `cost` is read only for users who may see it,
 * which the service decides.
 */
export const productValidator = vine.withMetaData<{ productId?: number }>().create({
  ...productFields(),
  sku: sku().unique({
    table: 'products',
    column: 'sku',
    caseInsensitive: true,
    filter: otherProducts,
  }),
  barcode: barcode()
    .unique({ table: 'products', column: 'barcode', filter: otherProducts })
    .nullable()
    .optional(),
})

export const PRODUCT_MESSAGES = new SimpleMessagesProvider(
  {
    'required': 'Enter the {{ field }}.',
    'string': 'Enter the {{ field }} as text.',
    'number': 'Enter the {{ field }} as a number.',
    'withoutDecimals': 'The {{ field }} must be a whole number.',
    'min': 'The {{ field }} cannot be below {{ min }}.',
    'max': 'The {{ field }} cannot be above {{ max }}.',
    'minLength': 'Enter the {{ field }}.',
    'maxLength': 'The {{ field }} must have at most {{ max }} characters.',
    'boolean': 'Choose whether the product is active.',
    'sku.database.unique': 'Another product already has this SKU.',
    'barcode.database.unique': 'Another product already has this barcode.',
    'price.min': 'The price must not be negative.',
    'price.max': `The price cannot be above ${minorUnitsLimit(MAX_MONEY_MINOR)}.`,
    'cost.min': 'The cost must not be negative.',
    'cost.max': `The cost cannot be above ${minorUnitsLimit(MAX_MONEY_MINOR)}.`,
    'tax_rate_bp.max': 'The tax rate cannot be above 100 %.',
  },
  {
    sku: 'SKU',
    tax_rate_bp: 'tax rate',
    reorder_level: 'reorder level',
  }
)

productValidator.messagesProvider = PRODUCT_MESSAGES

/** The product list's query string (also the export's). */
export const productIndexValidator = listQueryValidator({
  sorts: sortNames(PRODUCT_ORDERS),
  filters: {
    category: text({ max: 80 }).optional(),
    status: vine.enum(ACTIVE_STATUSES).optional(),
  },
})
