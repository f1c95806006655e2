import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { recordId } from '#validators/numbers'
import { isCalendarDay } from '#support/business_day'
import { listQueryValidator } from '#validators/list'
import { code, text } from '#validators/text'
import { AUDIT_ORDERS } from '#models/audit_event'
import { sortNames } from '#support/list_scopes'

/** A business day as the date inputs send it, kept as `YYYY-MM-DD` for the shop's time zone. */
const calendarDay = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isCalendarDay(value)) {
    field.report('Enter a date as YYYY-MM-DD.', 'calendarDay', field)
  }
})

/** The audit log's query string. */
export const auditIndexValidator = listQueryValidator({
  sorts: sortNames(AUDIT_ORDERS),
  filters: {
    user: recordId().optional(),
    action: code().maxLength(80).optional(),
    from: vine.string().trim().use(calendarDay()).optional(),
    to: vine.string().trim().use(calendarDay()).optional(),
  },
  typed: ['user', 'from', 'to'],
})

/** The audit log's "User" filter, searching people as it is typed into. */
export const auditUserSearchValidator = vine.create({
  q: text({ max: 100 }).optional(),
})
