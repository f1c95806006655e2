import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import type { FieldContext } from '@vinejs/vine/types'
import { percentToBasisPoints } from '#support/percent'

export const ROLE_SORTS = ['name', 'users'] as const

/** The roles list's search and sort, read from the query string. */
export const roleIndexValidator = vine.create({
  page: vine.number().positive().withoutDecimals().max(100000).optional(),
  search: vine.string().trim().maxLength(100).optional(),
  sort: vine.enum(ROLE_SORTS).optional(),
})

const percentage = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (percentToBasisPoints(value) === null) {
    field.report(
      'Enter a percentage from 0 to 100 with at most two decimals, such as 12.5.',
      'percentage',
      field
    )
  }
})

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

/**
 * A role as the form sends it. Permissions outside the catalogue are
 * dropped later by the model; the discount cap arrives as a percentage and
 * leaves as integer basis points.
 */
export const roleValidator = (exceptId?: number) =>
  vine.create({
    name: vine.string().trim().minLength(2).maxLength(60).use(unusedRoleName(exceptId)),
    description: vine.string().trim().maxLength(255).nullable().optional(),
    permissions: vine.array(vine.string().maxLength(60)).maxLength(200),
    all_branches: vine.boolean().optional(),
    max_discount: vine
      .string()
      .trim()
      .use(percentage())
      .transform((value) => percentToBasisPoints(value)!),
  })
