import { DateTime, IANAZone } from 'luxon'

/**
 * Business days in the shop's time zone: timestamps are stored in UTC,
 * "today" and reports follow the business time zone.
 *
 * Every period is half-open, [start, end): `start` is the first instant of
 * the period and `end` the first instant of the next one, so consecutive
 * periods meet without overlapping and a query reads
 * `created_at >= start AND created_at < end`. Both are UTC instants. A day
 * lasts 23 or 25 hours when daylight saving changes, and where the clocks
 * skip midnight (America/Santiago in September) the day starts at the first
 * instant that exists, when the clocks jump to 01:00.
 */
export interface Period {
  start: DateTime
  end: DateTime
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/** A calendar date as `YYYY-MM-DD`, in no zone: the arithmetic on it knows no daylight saving. */
function calendarDate(day: string) {
  const date = DAY_PATTERN.test(day) ? DateTime.fromISO(day, { zone: 'utc' }) : null
  if (!date?.isValid) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`)
  return date
}

/** Zones already found valid: Luxon's check builds an Intl formatter each time, some 0.2 ms. */
const knownZones = new Set<string>()

function checkZone(zone: string) {
  if (knownZones.has(zone)) return zone
  if (!IANAZone.isValidZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`)
  knownZones.add(zone)
  return zone
}

/** The first instant of a calendar date in the zone. */
function firstInstant(date: DateTime, zone: string) {
  // Luxon moves a skipped midnight forward to the jump (the first instant of
  // the day), but reads a midnight the clocks pass twice (falling back from
  // 01:00, as America/Havana does) as the later pass: the day begins at the first.
  const midnight = DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day },
    { zone }
  )
  const wall = Date.UTC(date.year, date.month - 1, date.day)
  const offsetBefore = midnight.zone.offset(wall - DAY_MS)
  const firstPass = wall - offsetBefore * 60_000
  const earlier =
    firstPass < midnight.toMillis() && midnight.zone.offset(firstPass) === offsetBefore
  return (earlier ? DateTime.fromMillis(firstPass) : midnight).toUTC()
}

function period(first: DateTime, next: DateTime, zone: string): Period {
  checkZone(zone)
  return { start: firstInstant(first, zone), end: firstInstant(next, zone) }
}

/** True for a real calendar date written `YYYY-MM-DD` ("2026-02-30" is not one). */
export function isCalendarDay(text: string) {
  return DAY_PATTERN.test(text) && DateTime.fromISO(text, { zone: 'utc' }).isValid
}

/** The local day `day` (`YYYY-MM-DD`) in `zone`. */
export function dayPeriod(day: string, zone: string): Period {
  const date = calendarDate(day)
  return period(date, date.plus({ days: 1 }), zone)
}

/** The ISO week (Monday to Sunday) holding the local day `day`. */
export function weekPeriod(day: string, zone: string): Period {
  const monday = calendarDate(day).startOf('week')
  return period(monday, monday.plus({ weeks: 1 }), zone)
}

/** The calendar month holding the local day `day`. */
export function monthPeriod(day: string, zone: string): Period {
  const first = calendarDate(day).startOf('month')
  return period(first, first.plus({ months: 1 }), zone)
}

/** The local day (`YYYY-MM-DD`) in `zone` at an instant, e.g. "today" for `DateTime.utc()`. */
export function localDay(instant: DateTime | Date, zone: string) {
  const moment = instant instanceof Date ? DateTime.fromJSDate(instant) : instant
  return moment.setZone(checkZone(zone)).toISODate()!
}

/**
 * The first instant (ms) of each local day of a range, in order. Two years
 * are 730 days, and working each out with `dayPeriod` took 80–650 ms, a
 * read of the zone's offset alone some 0.1 ms on a loaded machine. Here a
 * week whose offset is the same a day before its first midnight and a day
 * after its last holds no change of offset (no zone changes twice within
 * nine days), so its days start at midnight less that offset; only in a
 * week that changes is each day checked, and the day of the change worked
 * out in full.
 */
export function dayStartsOf(range: { from: string; to: string }, zone: string) {
  const tz = IANAZone.create(checkZone(zone))
  const first = calendarDate(range.from).toMillis()
  const last = calendarDate(range.to).toMillis()
  const starts: { day: string; at: number }[] = []
  const add = (wall: number, at: number) =>
    starts.push({ day: new Date(wall).toISOString().slice(0, 10), at })
  for (let week = first; week <= last; week += 7 * DAY_MS) {
    const end = Math.min(week + 6 * DAY_MS, last)
    const offset = tz.offset(week - DAY_MS)
    if (tz.offset(end + DAY_MS) === offset) {
      for (let wall = week; wall <= end; wall += DAY_MS) add(wall, wall - offset * 60_000)
      continue
    }
    for (let wall = week; wall <= end; wall += DAY_MS) {
      const around = tz.offset(wall - DAY_MS)
      add(
        wall,
        tz.offset(wall + DAY_MS) === around
          ? wall - around * 60_000
          : dayPeriod(new Date(wall).toISOString().slice(0, 10), zone).start.toMillis()
      )
    }
  }
  return starts
}
