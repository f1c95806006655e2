import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { isCalendarDay } from '#support/business_day'
import { EARLIEST_DAY, latestDay, withinDayBounds } from '#common/limits'

/**
 * Today in UTC, which the bounds are set from: within a day of the shop's
 * today, and the latest day a filter may name lies a year and more ahead.
 */
export function utcToday() {
  return DateTime.utc().toISODate()!
}

const calendarDay = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (!isCalendarDay(value)) {
    field.report('Enter a date as YYYY-MM-DD.', 'calendarDay', field)
  } else if (!withinDayBounds(value, utcToday())) {
    // Years past the data only cost work: a range from year 1000 once took the server down.
    field.report(
      `Enter a day from ${EARLIEST_DAY} to ${latestDay(utcToday())}.`,
      'dayBounds',
      field
    )
  }
})

/**
 * A business day as the date inputs send it, kept as `YYYY-MM-DD` for the
 * shop's time zone, between EARLIEST_DAY and the end of next year.
 */
export function businessDay() {
  return vine.string().trim().use(calendarDay())
}
