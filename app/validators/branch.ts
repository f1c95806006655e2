import vine from '@vinejs/vine'
import { formMessages } from '#support/form_messages'
import { listQueryValidator } from '#validators/list'
import { BRANCH_ORDERS } from '#models/branch'
import { ACTIVE_STATUSES, sortNames } from '#support/list_scopes'
import { code, text } from '#validators/text'

/** Letters and digits only, as they appear in order numbers (DTN-000123). */
export const BRANCH_CODE = /^[A-Z0-9]{2,10}$/

const optionalText = (max: number) => text({ max }).nullable().optional()

/**
 * A branch as the create and edit forms send it. The code is upper-cased
 * before it is checked. `branchId` (edit) lets the branch keep its own code.
 */
export const branchValidator = vine.withMetaData<{ branchId?: number }>().create({
  code: code()
    .toUpperCase()
    .regex(BRANCH_CODE)
    .unique(async (db, value, field) => {
      const query = db.from('branches').where('code', value)
      if (field.meta.branchId) query.whereNot('id', field.meta.branchId)
      return !(await query.first())
    }),
  name: text({ min: 1, max: 120 }),
  address: optionalText(255),
  phone: optionalText(40),
  email: code().toLowerCase().email().maxLength(254).nullable().optional(),
  is_active: vine.boolean(),
})

branchValidator.messagesProvider = formMessages(
  { code: 'code', name: 'name', address: 'address', phone: 'phone', is_active: 'active flag' },
  {
    'code.regex': 'Use 2 to 10 letters or digits, such as DTN.',
    'code.database.unique': 'This code is taken: choose another.',
    'is_active.boolean': 'Choose whether the branch is active.',
    'is_active.required': 'Choose whether the branch is active.',
  }
)

/** The branch list's query string. */
export const branchIndexValidator = listQueryValidator({
  sorts: sortNames(BRANCH_ORDERS),
  filters: { status: vine.enum(ACTIVE_STATUSES).optional() },
})
