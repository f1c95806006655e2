import vine from '@vinejs/vine'
import { recordId } from '#validators/numbers'
import { businessDay } from '#validators/days'
import { listQueryValidator } from '#validators/list'
import { code, text } from '#validators/text'
import { AUDIT_ORDERS } from '#models/audit_event'
import { sortNames } from '#support/list_scopes'

/** The audit log's query string. */
export const auditIndexValidator = listQueryValidator({
  sorts: sortNames(AUDIT_ORDERS),
  filters: {
    user: recordId().optional(),
    action: code().maxLength(80).optional(),
    from: businessDay().optional(),
    to: businessDay().optional(),
  },
  typed: ['user', 'from', 'to'],
})

/** The audit log's "User" filter, searching people as it is typed into. */
export const auditUserSearchValidator = vine.create({
  q: text({ max: 100 }).optional(),
})
