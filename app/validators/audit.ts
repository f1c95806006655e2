import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { recordId } from '#validators/numbers'
import { isCalendarDay } from '#support/business_day'

export const AUDIT_SORTS = ['newest', 'oldest'] as const

/** A business day as the date inputs send it, kept as `YYYY-MM-DD` for the shop's time zone. */
const calendarDay = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isCalendarDay(value)) {
    field.report('Enter a date as YYYY-MM-DD.', 'calendarDay', field)
  }
})

/** The audit log's filters, read from the query string. */
export const auditIndexValidator = vine.create({
  page: vine.number().positive().withoutDecimals().max(100000).optional(),
  search: vine.string().trim().maxLength(100).optional(),
  user: recordId().optional(),
  action: vine.string().trim().maxLength(80).optional(),
  from: vine.string().trim().use(calendarDay()).optional(),
  to: vine.string().trim().use(calendarDay()).optional(),
  sort: vine.enum(AUDIT_SORTS).optional(),
})

/** The audit log's "User" filter, searching people as it is typed into. */
export const auditUserSearchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})
