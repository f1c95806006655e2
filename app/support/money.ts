/**
 * Money on the server, for files people edit (CSV): amounts are written and
 * read in major units of the shop currency ("19.99", "1200" in JPY) and
 * stored as integer minor units. Digit strings only, never floating point.
 */

/** How many minor digits the currency has: 2 for USD, 0 for JPY, 3 for BHD. */
export function minorDigits(currency: string) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number
}

/**
 * "19.99" -> 1999 in USD, "1200" -> 1200 in JPY, "4" -> 400; null when it is
 * not a non-negative amount with at most the currency's decimals. A decimal
 * point or comma is accepted; no thousands separators, so "1,299" is never
 * misread as 1.299.
 */
export function parseMajorUnits(text: string, currency: string) {
  const digits = minorDigits(currency)
  const match = text.trim().match(/^(\d*)(?:[.,](\d*))?$/)
  if (!match) return null
  const [, whole, fraction = ''] = match
  if (whole === '' && fraction === '') return null
  if (fraction.length > digits) return null
  const minor = Number.parseInt((whole || '0') + fraction.padEnd(digits, '0'), 10)
  return Number.isSafeInteger(minor) ? minor : null
}

/** 1999 -> "19.99" in USD, 1200 -> "1200" in JPY: what parseMajorUnits reads back. */
export function formatMajorUnits(minor: number, currency: string) {
  const digits = minorDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0')
  return digits === 0 ? sign + text : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}
