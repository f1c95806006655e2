/**
 * Money as both sides handle it: amounts are integer
 * minor units of the shop currency (cents, or yen for a currency without
 * them); people type and read major units. Every conversion works on digit
 * strings and integers, never on floating point.
 */
import { formatDecimal, normalised, numberSeparators, ungrouped } from './numerals.js'

const currencyFormats = new Map<string, Intl.NumberFormat>()

/**
 * The currency's formatter in a locale, made once: building one costs far
 * more than formatting with it, and a sale or a page of rows asks often.
 */
function currencyFormat(locale: string, currency: string) {
  const key = `${locale}|${currency}`
  let format = currencyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    currencyFormats.set(key, format)
  }
  return format
}

/** How many minor digits the currency has: 2 for USD, 0 for JPY, 3 for BHD. */
export function minorDigits(currency: string) {
  return currencyFormat('en-US', currency).resolvedOptions().maximumFractionDigits as number
}

/**
 * The decimal separator people of this locale type ("." or ","), in an
 * amount of `currency` when given (fr-CH writes 19.99 € but 1,5).
 */
export function decimalSeparator(locale: string, currency?: string) {
  const options: Intl.NumberFormatOptions = currency ? { style: 'currency', currency } : {}
  return (
    new Intl.NumberFormat(locale, options)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
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

/** How the currency may be written beside an amount: its code and its symbols in this locale. */
function currencyMarks(currency: string, locale: string) {
  const marks = new Set([currency])
  for (const [where, display] of [
    [locale, 'symbol'],
    [locale, 'narrowSymbol'],
    ['en-US', 'symbol'],
  ] as const) {
    const parts = new Intl.NumberFormat(where, {
      style: 'currency',
      currency,
      currencyDisplay: display,
    }).formatToParts(1)
    const symbol = parts.find((part) => part.type === 'currency')?.value
    if (symbol) marks.add(normalised(symbol))
  }
  return [...marks]
}

/**
 * Splits what a person typed in a locale, with its own separators only:
 * "1,299.50" in en-US, "1.299,50" or "19,99" in de-DE, "1 299,50" in fr-FR,
 * "١٩٫٩٩" in ar-SA, with the currency before or after ("¥1,200", "-$5",
 * "5 €"). A group separator must group thousands ("1.234" is 1234 in
 * de-DE); anything else is refused, not guessed: "21.49" in de-DE and
 * "21,49" in en-US could be either reading.
 */
function typedParts(typed: string, currency: string, locale: string): Parts | null {
  const { decimal, group } = numberSeparators(locale, currency)
  let text = normalised(typed)
  let negative = false
  const takeMinus = () => {
    if (!negative && text.startsWith('-')) {
      negative = true
      text = text.slice(1).trim()
    }
  }
  takeMinus()
  for (const mark of currencyMarks(currency, locale)) {
    if (text.startsWith(mark)) text = text.slice(mark.length).trim()
    else if (text.endsWith(mark)) text = text.slice(0, -mark.length).trim()
  }
  takeMinus()

  const [whole = '', fraction = '', ...rest] = text.split(decimal)
  if (rest.length || !/^\d*$/.test(fraction)) return null
  const digits = ungrouped(whole, group)
  return digits === null ? null : { negative, whole: digits, fraction }
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
    : typedParts(typed, currency, options.locale ?? 'en-US')
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

/**
 * Minor units as an input shows them in the shop's locale, which reads
 * them back: 2149 EUR in de-DE -> "21,49", in en-US "21.49"; no grouping.
 */
export function minorToInput(minor: number, currency: string, locale: string) {
  return formatDecimal(minorToDecimal(minor, currency), locale, {
    fractionDigits: minorDigits(currency),
    currency,
  })
}

/** Minor units as people read them in the shop's locale: 1999 USD -> "$19.99". */
export function formatMoney(minor: number, currency: string, locale = 'en-US') {
  // Intl formats a decimal string exactly, so no float is ever involved.
  return currencyFormat(locale, currency).format(
    minorToDecimal(minor, currency) as unknown as number
  )
}
