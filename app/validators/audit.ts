import vine from '@vinejs/vine'
import { recordId } from '#validators/numbers'

export const AUDIT_SORTS = ['newest', 'oldest'] as const

/** The audit log's filters, read from the query string. */
export const auditIndexValidator = vine.create({
  page: vine.number().positive().withoutDecimals().max(100000).optional(),
  search: vine.string().trim().maxLength(100).optional(),
  user: recordId().optional(),
  action: vine.string().trim().maxLength(80).optional(),
  from: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
  to: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
  sort: vine.enum(AUDIT_SORTS).optional(),
})

/** The audit log's "User" filter, searching people as it is typed into. */
export const auditUserSearchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})
