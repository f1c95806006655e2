/**
 * Row ids are PostgreSQL `integer`s: a larger number in a query is not "no
 * such row" but an error (500), so anything past this bound is refused
 * before it reaches the database.
 */
export const MAX_RECORD_ID = 2_147_483_647

/**
 * A regular expression matching the decimal numbers from 1 to `max`
 * without leading zeros: every shorter number, then for each digit of `max`
 * the numbers sharing its prefix with a smaller digit there, then `max`.
 */
function upTo(max: number) {
  const digits = String(max)
  const branches = digits.length > 1 ? [`[1-9]\\d{0,${digits.length - 2}}`] : []
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index])
    const lowest = index === 0 ? 1 : 0
    if (digit <= lowest) continue
    const rest = digits.length - index - 1
    branches.push(`${digits.slice(0, index)}[${lowest}-${digit - 1}]${rest ? `\\d{${rest}}` : ''}`)
  }
  branches.push(digits)
  return new RegExp(`^(?:${branches.join('|')})$`)
}

const RECORD_ID = upTo(MAX_RECORD_ID)

/** True for the text of an id a row can have: 1 to MAX_RECORD_ID, no sign, no leading zero. */
export function isRecordId(value: unknown) {
  return (typeof value === 'string' || typeof value === 'number') && RECORD_ID.test(String(value))
}

/**
 * The route matcher for `:id` segments: anything else does not match the
 * route, so the catch-all answers 404 as for any unknown path.
 */
export const recordIdMatcher = { match: RECORD_ID, cast: (value: string) => Number(value) }
