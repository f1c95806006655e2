import vine from '@vinejs/vine'
import { listQueryValidator } from '#validators/list'
import { AUDIT_ORDERS } from '#models/audit_event'
import { sortNames } from '#support/list_scopes'

/** The audit log's query string. */
export const auditIndexValidator = listQueryValidator({
  sorts: sortNames(AUDIT_ORDERS),
  filters: {
    user: vine.number().positive().withoutDecimals().optional(),
    action: vine.string().trim().maxLength(80).optional(),
    from: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
    to: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
  },
})

/** The audit log's "User" filter, searching people as it is typed into. */
export const auditUserSearchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})
