/**
 * Money as both sides handle it (DESIGN.md section 2): amounts are integer
 * minor units of the shop currency (cents, or yen for a currency without
 * them); people type and read major units. Every conversion works on digit
 * strings and integers, never on floating point.
 */

/** How many minor digits the currency has: 2 for USD, 0 for JPY, 3 for BHD. */
export function minorDigits(currency: string) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number
}

/** The decimal separator people of this locale type ("." or ","). */
export function decimalSeparator(locale: string) {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  )
}

export interface ParseMoneyOptions {
  /** Whose separators people type; `en-US` unless given. */
  locale?: string
  /** Accept a leading minus (a correction, a refund); refused unless set. */
  allowNegative?: boolean
  /**
   * What a file holds (CSV): digits with at most one decimal point or
   * comma, nothing else. No currency sign, no spaces inside and no
   * thousands separators, so "1,299" is never misread as 1.299.
   */
  plain?: boolean
}

interface Parts {
  negative: boolean
  whole: string
  fraction: string
}

/** Splits what a file holds: "-1299.50" or "1299,50". */
function plainParts(typed: string): Parts | null {
  const match = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(typed.trim())
  if (!match) return null
  return { negative: match[1] === '-', whole: match[2], fraction: match[3] ?? '' }
}

/**
 * Splits what a person typed in a locale: "1,299.50", "1.299,50" (de-DE),
 * "1 299,50" (fr-FR, any space), "¥1,200", "-$5".
 */
function typedParts(typed: string, locale: string, digits: number): Parts | null {
  const separator = decimalSeparator(locale)
  let text = typed.trim().replace(/[\s'\u2019]/g, '')
  const negative = text.startsWith('-')
  if (negative) text = text.slice(1)
  text = text.replace(/^[^\d.,]+/, '')

  // The locale's decimal separator marks the decimals; the other one groups
  // thousands. In a comma locale a lone "." before at most `digits` digits
  // is read as a decimal point too, as people type it on a numeric keypad.
  const group = separator === '.' ? ',' : '.'
  let decimal = text.includes(separator) ? separator : null
  if (!decimal && separator === ',') {
    const dot = text.indexOf('.')
    if (dot >= 0 && dot === text.lastIndexOf('.') && text.length - dot - 1 <= digits) decimal = '.'
  }
  const [wholeWithGroups, fraction = '', ...rest] = decimal ? text.split(decimal) : [text]
  if (rest.length) return null
  const whole = decimal === group ? wholeWithGroups : wholeWithGroups.split(group).join('')
  return { negative, whole, fraction }
}

/**
 * Reads an amount in major units as exact minor units: "19.99" -> 1999 in
 * USD, "1200" -> 1200 in JPY. Null when it is not an amount in this
 * currency (too many decimals, letters, empty, a minus unless allowed, too
 * large for exact arithmetic).
 */
export function parseMoney(typed: string, currency: string, options: ParseMoneyOptions = {}) {
  const digits = minorDigits(currency)
  const parts = options.plain
    ? plainParts(typed)
    : typedParts(typed, options.locale ?? 'en-US', digits)
  if (!parts) return null
  const { negative, whole, fraction } = parts
  if (negative && !options.allowNegative) return null
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (whole === '' && fraction === '')) {
    return null
  }
  if (fraction.length > digits) return null
  const minor = Number.parseInt((whole || '0') + fraction.padEnd(digits, '0'), 10)
  if (!Number.isSafeInteger(minor)) return null
  return negative && minor !== 0 ? -minor : minor
}

/**
 * Minor units as a plain decimal string, what an input shows and a file
 * holds: 1999 -> "19.99", -250 -> "-2.50", 1200 JPY -> "1200".
 */
export function minorToDecimal(minor: number, currency: string) {
  const digits = minorDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0')
  return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/** Minor units as people read them in the shop's locale: 1999 USD -> "$19.99". */
export function formatMoney(minor: number, currency: string, locale = 'en-US') {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
  // Intl formats a decimal string exactly, so no float is ever involved.
  return formatter.format(minorToDecimal(minor, currency) as unknown as number)
}
