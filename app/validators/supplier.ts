import vine from '@vinejs/vine'
import { listQueryValidator } from '#validators/list'
import { recordId } from '#validators/numbers'
import { code, text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import { sortNames } from '#support/list_scopes'
import { SUPPLIER_ORDERS } from '#models/supplier'
import { MAX_LEAD_TIME_DAYS, MAX_PACK_SIZE, MAX_SUPPLIER_PRODUCTS } from '#common/limits'

/** A supplier's own fields, shared by the form and the CSV import. */
export const supplierFields = () => ({
  code: code().minLength(1).maxLength(20),
  name: text({ min: 1, max: 120 }),
  contact_name: text({ max: 120 }).nullable().optional(),
  email: code().toLowerCase().email().maxLength(254).nullable().optional(),
  phone: code().maxLength(40).nullable().optional(),
  address: text({ max: 500 }).nullable().optional(),
  tax_id: code().maxLength(40).nullable().optional(),
  payment_terms: text({ max: 80 }).nullable().optional(),
  lead_time_days: vine.number({ strict: true }).withoutDecimals().min(0).max(MAX_LEAD_TIME_DAYS),
  notes: text({ max: 2000 }).nullable().optional(),
})

export const supplierMessages = formMessages(
  { code: 'code', name: 'name', lead_time_days: 'lead time', pack_size: 'pack size' },
  {
    'code.required': 'Enter a short code for the supplier, such as BEV01.',
    'name.required': 'Enter the supplier’s name.',
    'email.email': 'Enter an email address such as orders@supplier.com.',
    'lead_time_days.required': 'Enter the lead time in days (0 for the same day).',
    'lead_time_days.number': 'Enter the lead time as a whole number of days.',
    'lead_time_days.withoutDecimals': 'Enter the lead time as a whole number of days.',
    'lead_time_days.min': 'The lead time cannot be negative.',
    'lead_time_days.max': `Enter a lead time of at most ${MAX_LEAD_TIME_DAYS} days.`,
    'product_id.required': 'Choose a product for this line.',
    'pack_size.required': 'Enter the pack size (1 when sold singly).',
    'pack_size.number': 'Enter the pack size as a whole number.',
    'pack_size.withoutDecimals': 'Enter the pack size as a whole number.',
    'pack_size.min': 'A pack holds at least 1 unit.',
    'pack_size.max': `A pack holds at most ${MAX_PACK_SIZE.toLocaleString('en-US')} units.`,
    'products.maxLength': `Link at most ${MAX_SUPPLIER_PRODUCTS} products in one save.`,
    'products.distinct': 'Each product is listed once.',
  }
)

/** The supplier form: its fields, whether it is active, and the products it supplies. */
export const supplierValidator = vine.create({
  ...supplierFields(),
  is_active: vine.boolean(),
  products: vine
    .array(
      vine.object({
        product_id: recordId(),
        supplier_sku: code().maxLength(60).nullable().optional(),
        pack_size: vine.number({ strict: true }).withoutDecimals().min(1).max(MAX_PACK_SIZE),
        is_preferred: vine.boolean(),
      })
    )
    .maxLength(MAX_SUPPLIER_PRODUCTS)
    .distinct('product_id'),
})
supplierValidator.messagesProvider = supplierMessages

/** The suppliers list's query string (also the export's). */
export const supplierIndexValidator = listQueryValidator({
  sorts: sortNames(SUPPLIER_ORDERS),
  filters: { status: vine.enum(['active', 'archived'] as const).optional() },
})
