/**
 * Calendar months of business days (`YYYY-MM`), and a range of days cut at
 * month edges: the whole months inside it, which the product rankings read
 * from each product's running totals at the end of a month, and the days
 * before and after them, read from the daily rollup. Days are already
 * business days in the shop's time zone, so a month here is the shop's.
 */
import { addDays, type DayRange } from './report_periods.js'

/** The month of a `YYYY-MM-DD` day. */
export function monthOf(day: string) {
  return day.slice(0, 7)
}

/** A `YYYY-MM` month moved by a number of months (negative: back). */
export function addMonthsTo(month: string, months: number) {
  const [year, index] = month.split('-').map(Number)
  const date = new Date(Date.UTC(year, index - 1 + months, 1))
  return date.toISOString().slice(0, 7)
}

export function firstDayOf(month: string) {
  return `${month}-01`
}

export function lastDayOf(month: string) {
  return addDays(firstDayOf(addMonthsTo(month, 1)), -1)
}

/** Every month from `from` to `to`, both counted, in order (none when `to` is before `from`). */
export function monthsBetween(from: string, to: string) {
  const months: string[] = []
  for (let month = from; month <= to; month = addMonthsTo(month, 1)) months.push(month)
  return months
}

/** A range cut at the edges of the whole months it holds. */
export interface MonthCut {
  /** The last whole month: its running totals, less those of `before`, are the whole months' figures. */
  through: string
  /** The month before the first whole month (its running totals are taken away). */
  before: string
  /** The days before the first whole month and after the last, each a range (none, one or two). */
  days: DayRange[]
}

/**
 * The whole months inside a range, up to the last month closed
 * (`closedThrough`), with the days left at either end; null when it holds
 * no whole month closed (30 days never hold one, bar February's).
 */
export function cutAtMonths(range: DayRange, closedThrough: string | null): MonthCut | null {
  const first = range.from.endsWith('-01')
    ? monthOf(range.from)
    : addMonthsTo(monthOf(range.from), 1)
  const whole =
    lastDayOf(monthOf(range.to)) === range.to
      ? monthOf(range.to)
      : addMonthsTo(monthOf(range.to), -1)
  const last = closedThrough !== null && closedThrough < whole ? closedThrough : whole
  if (closedThrough === null || last < first) return null
  const days: DayRange[] = []
  if (range.from < firstDayOf(first)) {
    days.push({ from: range.from, to: lastDayOf(addMonthsTo(first, -1)) })
  }
  if (range.to > lastDayOf(last))
    days.push({ from: firstDayOf(addMonthsTo(last, 1)), to: range.to })
  return { through: last, before: addMonthsTo(first, -1), days }
}
