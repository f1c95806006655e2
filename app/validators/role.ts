import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import { formMessages } from '#support/form_messages'
import { basisPoints } from '#validators/numbers'
import { listQueryValidator } from '#validators/list'
import { text } from '#validators/text'
import { ROLE_ORDERS } from '#models/role'
import { sortNames } from '#support/list_scopes'

/** The roles list's query string. */
export const roleIndexValidator = listQueryValidator({ sorts: sortNames(ROLE_ORDERS) })

/** Role names are unique whatever their case. */
const unusedRoleName = vine.createRule(
  async (value: unknown, exceptId: number | undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const query = db.from('roles').whereRaw('lower(name) = ?', [value.toLowerCase()])
    if (exceptId) query.whereNot('id', exceptId)
    if (await query.first()) field.report('A role with this name already exists.', 'unique', field)
  },
  { isAsync: true }
)

const ROLE_MESSAGES = formMessages(
  { max_discount_bp: 'discount cap' },
  { 'max_discount_bp.max': 'The discount cap cannot be above 100 %.' }
)

/**
 * A role as the form sends it. Permissions outside the catalogue are
 * dropped later by the model; the discount cap is integer basis points
 * (the form's percent field converts what people type).
 */
export const roleValidator = (exceptId?: number) => {
  const validator = vine.create({
    name: text({ min: 2, max: 60 }).use(unusedRoleName(exceptId)),
    description: text({ max: 255 }).nullable().optional(),
    permissions: vine.array(vine.string().maxLength(60)).maxLength(200),
    all_branches: vine.boolean().optional(),
    max_discount_bp: basisPoints(),
  })
  validator.messagesProvider = ROLE_MESSAGES
  return validator
}
