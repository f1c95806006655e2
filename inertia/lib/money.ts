/**
 * Money in the browser. Amounts travel as integer minor units (cents, or
 * yen for a currency without them); people type and read major units. All
 * conversions are done on digit strings, never with floating point.
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

/**
 * Reads what a person typed ("19.99", "1,299.50", "1 299,50" in fr-FR, "¥1,200")
 * as minor units, or null when it is not an amount in this currency (too many
 * decimals, letters, empty).
 */
export function parseMoney(
  typed: string,
  currency: string,
  locale = 'en-US',
  allowNegative = false
) {
  const digits = minorDigits(currency)
  const separator = decimalSeparator(locale)
  let text = typed.trim().replace(/[\s\u00a0\u202f']/g, '')
  const negative = text.startsWith('-')
  if (negative) {
    if (!allowNegative) return null
    text = text.slice(1)
  }
  text = text.replace(/^[^\d.,]+/, '')
  if (!text) return null

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
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (whole === '' && fraction === ''))
    return null
  if (fraction.length > digits) return null

  const minor = Number.parseInt((whole || '0') + fraction.padEnd(digits, '0'), 10)
  if (!Number.isSafeInteger(minor)) return null
  return negative ? -minor : minor
}

/** Minor units as the plain decimal string an input shows: 1999 -> "19.99", 1200 JPY -> "1200". */
export function minorToDecimal(minor: number, currency: string) {
  const digits = minorDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0')
  return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/** Minor units as people read them in the shop's locale: 1999 -> "$19.99". */
export function formatMoney(minor: number, currency: string, locale = 'en-US') {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
  // Intl formats decimal strings exactly, so no float is ever involved.
  return formatter.format(minorToDecimal(minor, currency) as unknown as number)
}
