import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { customerUsingEmail, emailTakenMessage } from '#services/customers/customers'
import { listQueryValidator } from '#validators/list'
import { CUSTOMER_ORDERS } from '#models/customer'
import { ACTIVE_STATUSES, sortNames } from '#support/list_scopes'
import { code, text } from '#validators/text'

/** Digits with the usual separators: +44 (0)20 7946-0000, 555.0100 ext 12. */
const PHONE = /^\+?[0-9(][0-9 ().\-/]*(?:\s*(?:ext\.?|x)\s*[0-9]+)?$/i

const phoneFormat = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !PHONE.test(value)) {
    field.report('Use digits, spaces and + ( ) - . / only.', 'phone', field)
  }
})

/**
 * The rules of a customer's fields, shared by the form and the CSV import
 * alike: name required, email lower-case when present.
 */
export const customerFields = () => ({
  name: text({ min: 1, max: 120 }),
  email: code().toLowerCase().email().maxLength(254).optional(),
  phone: code().maxLength(40).use(phoneFormat()).optional(),
  address: text({ max: 255 }).optional(),
  notes: text({ max: 2000 }).optional(),
})

/** Another customer already has this email: the message names them. */
const emailNotTaken = vine.createRule(
  async (value: unknown, options: { exceptId?: number }, field: FieldContext) => {
    if (typeof value !== 'string' || !field.isValid) return
    const owner = await customerUsingEmail(value, options.exceptId)
    if (owner) field.report(emailTakenMessage(owner), 'customerEmail', field)
  },
  { isAsync: true }
)

export const customerValidator = (exceptId?: number) =>
  vine.create({
    ...customerFields(),
    email: customerFields().email.use(emailNotTaken({ exceptId })),
    is_active: vine.boolean().optional(),
  })

/** The customer list's query string (also the export's). */
export const customerIndexValidator = listQueryValidator({
  sorts: sortNames(CUSTOMER_ORDERS),
  filters: { status: vine.enum(ACTIVE_STATUSES).optional() },
})
