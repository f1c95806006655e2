import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { isCalendarDay } from '#support/business_day'

const calendarDay = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isCalendarDay(value)) {
    field.report('Enter a date as YYYY-MM-DD.', 'calendarDay', field)
  }
})

/** A business day as the date inputs send it, kept as `YYYY-MM-DD` for the shop's time zone. */
export function businessDay() {
  return vine.string().trim().use(calendarDay())
}
