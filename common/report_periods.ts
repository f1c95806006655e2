/**
 * The periods of the reports, on calendar days written
 * `YYYY-MM-DD` in the shop's business time zone: the date-range presets,
 * the period a range is compared with, and the day, week or month a day is
 * grouped into. Pure calendar arithmetic, the same in the browser and on
 * the server; "today" is always passed in.
 */

export const REPORT_PRESETS = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'custom',
] as const

export type ReportPreset = (typeof REPORT_PRESETS)[number]

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  this_week: 'This week',
  last_week: 'Last week',
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  last_quarter: 'Last quarter',
  this_year: 'This year',
  last_year: 'Last year',
  custom: 'Custom range',
}

export const REPORT_GROUPS = ['day', 'week', 'month'] as const
export type ReportGroup = (typeof REPORT_GROUPS)[number]

export interface DayRange {
  from: string
  to: string
}

const DAY_MS = 86_400_000

function toDate(day: string) {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date))
}

function toDay(date: Date) {
  return date.toISOString().slice(0, 10)
}

/** `day` moved by a number of days (negative: back). */
export function addDays(day: string, days: number) {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS))
}

/** `day` moved by months, kept within the target month (31 March less a month is 28 or 29 February). */
export function addMonths(day: string, months: number) {
  const date = toDate(day)
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)
  ).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  return toDay(target)
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string) {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1
}

/** The Monday of the ISO week holding `day`. */
export function weekStart(day: string) {
  const weekday = (toDate(day).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

export function monthStart(day: string) {
  return `${day.slice(0, 7)}-01`
}

function quarterStart(day: string) {
  const month = Number(day.slice(5, 7))
  const first = Math.floor((month - 1) / 3) * 3 + 1
  return `${day.slice(0, 4)}-${String(first).padStart(2, '0')}-01`
}

/**
 * The days a preset covers on `today`. The "this" presets run to today;
 * the "last" ones are whole periods.
 */
export function presetRange(preset: Exclude<ReportPreset, 'custom'>, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case 'last_7_days':
      return { from: addDays(today, -6), to: today }
    case 'last_30_days':
      return { from: addDays(today, -29), to: today }
    case 'this_week':
      return { from: weekStart(today), to: today }
    case 'last_week': {
      const from = addDays(weekStart(today), -7)
      return { from, to: addDays(from, 6) }
    }
    case 'this_month':
      return { from: monthStart(today), to: today }
    case 'last_month': {
      const from = addMonths(monthStart(today), -1)
      return { from, to: addDays(monthStart(today), -1) }
    }
    case 'this_quarter':
      return { from: quarterStart(today), to: today }
    case 'last_quarter': {
      const from = addMonths(quarterStart(today), -3)
      return { from, to: addDays(quarterStart(today), -1) }
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
    case 'last_year': {
      const year = Number(today.slice(0, 4)) - 1
      return { from: `${year}-01-01`, to: `${year}-12-31` }
    }
  }
}

/**
 * The period a range is compared with: the same days of the previous
 * month, quarter or year for those presets (1-25 November against 1-25
 * October), the same weekdays of the week before for the week presets,
 * otherwise as many days just before.
 */
export function previousRange(preset: ReportPreset, range: DayRange): DayRange {
  const months =
    preset === 'this_month' || preset === 'last_month'
      ? 1
      : preset === 'this_quarter' || preset === 'last_quarter'
        ? 3
        : preset === 'this_year' || preset === 'last_year'
          ? 12
          : 0
  if (months) {
    const from = addMonths(range.from, -months)
    // A whole last month is compared with the whole month before it.
    const whole = preset.startsWith('last_')
    const to = whole
      ? addDays(addMonths(addDays(range.to, 1), -months), -1)
      : addMonths(range.to, -months)
    return { from, to }
  }
  const length =
    preset === 'this_week' || preset === 'last_week' ? 7 : daysBetween(range.from, range.to)
  return { from: addDays(range.from, -length), to: addDays(range.to, -length) }
}

/** The grouping that keeps a range's chart readable: days up to two months, weeks up to half a year, then months. */
export function defaultGroup(range: DayRange): ReportGroup {
  const days = daysBetween(range.from, range.to)
  if (days <= 62) return 'day'
  if (days <= 183) return 'week'
  return 'month'
}

/** The first day of the day, week or month holding `day`: the key it is grouped under. */
export function periodOf(day: string, group: ReportGroup) {
  if (group === 'week') return weekStart(day)
  if (group === 'month') return monthStart(day)
  return day
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` day. */
function epochDay(day: string) {
  return Math.round(toDate(day).getTime() / DAY_MS)
}

/** The months from `from`'s to `to`'s, as year and zero-based month of the first. */
function monthSpan(range: DayRange) {
  const year = Number(range.from.slice(0, 4))
  const month = Number(range.from.slice(5, 7)) - 1
  const count =
    (Number(range.to.slice(0, 4)) - year) * 12 + Number(range.to.slice(5, 7)) - 1 - month + 1
  return { year, month, count: Math.max(count, 0) }
}

/** How many days, weeks or months a range shows, counted without visiting them. */
export function periodCount(range: DayRange, group: ReportGroup) {
  if (group === 'month') return monthSpan(range).count
  const step = group === 'week' ? 7 : 1
  const first = epochDay(periodOf(range.from, group))
  return Math.max(Math.floor((epochDay(range.to) - first) / step) + 1, 0)
}

/**
 * Every period of a range, in order, each by its first day (a range's
 * first week may start before it): computed from its position, one step
 * per period rather than per day.
 */
export function periodsOf(range: DayRange, group: ReportGroup) {
  if (group === 'month') {
    const { year, month, count } = monthSpan(range)
    return Array.from({ length: count }, (_, index) => {
      const at = month + index
      return `${year + Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}-01`
    })
  }
  const step = group === 'week' ? 7 : 1
  const first = toDate(periodOf(range.from, group)).getTime()
  return Array.from({ length: periodCount(range, group) }, (_, index) =>
    toDay(new Date(first + index * step * DAY_MS))
  )
}
