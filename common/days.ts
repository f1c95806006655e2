/**
 * A calendar day ("2026-03-31", as filters and forms send it) as people of a
 * locale write it: 31.03.2026 in de-DE, 03/31/2026 in en-US, 2026/03/31 in
 * ja-JP. Always the Gregorian calendar, so the year typed is the year sent.
 */
import { normalised } from './numerals.js'

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/

type Field = 'year' | 'month' | 'day'

function dayFormat(locale: string) {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    timeZone: 'UTC',
  })
}

/** "2026-03-31" when year, month and day make a day of the calendar, else null. */
function isoDay(year: string, month: string, day: string) {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (
    year.length !== 4 ||
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  ) {
    return null
  }
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** A `YYYY-MM-DD` day as the locale writes it: "2026-03-31" -> "31.03.2026" in de-DE. */
export function formatDay(day: string, locale: string) {
  const match = ISO_DAY.exec(day)
  if (!match) return day
  const [, year, month, date] = match.map(Number)
  return dayFormat(locale).format(new Date(Date.UTC(year, month - 1, date)))
}

/**
 * What a person typed as a day in their locale, as `YYYY-MM-DD`: in de-DE
 * "31.3.2026", in en-US "3/31/2026", anywhere "2026-03-31". The locale's
 * order of day, month and year decides, so "4/3/2026" is 3 April in en-GB
 * and 4 March in en-US; the year has four digits. Null for anything else
 * or a day the calendar lacks (31.02.2026).
 */
export function parseDay(typed: string, locale: string) {
  const text = normalised(typed)
  const iso = ISO_DAY.exec(text)
  if (iso) return isoDay(iso[1], iso[2], iso[3])
  // Korean writes "2026. 3. 31.": a separator may close the day too.
  if (!/^\d+([./\- ]+\d+){2}[./ ]*$/.test(text)) return null
  const numbers = text.match(/\d+/g)!
  const order = dayFormat(locale)
    .formatToParts(new Date(Date.UTC(2026, 2, 31)))
    .map((part) => part.type)
    .filter((type): type is Field => type === 'year' || type === 'month' || type === 'day')
  const field = (name: Field) => numbers[order.indexOf(name)]
  return isoDay(field('year'), field('month'), field('day'))
}
