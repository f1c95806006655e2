/**
 * Numbers as people of a locale type and read them: its decimal and group
 * separators, and its digits (Arabic-Indic in ar-SA, Latin in de-DE). The
 * readers in money.ts, basis_points.ts and days.ts start from `normalised`.
 */

/** The zero of each digit set people may type besides 0-9; the nine others follow it. */
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic (ar-SA, ar-EG)
  0x06f0, // Extended Arabic-Indic (fa, ur)
  0x0966, // Devanagari (hi)
  0x09e6, // Bengali
  0x0e50, // Thai
  0xff10, // fullwidth (ja, zh input methods)
]

const OTHER_DIGIT = new RegExp(
  `[${DIGIT_ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('')}]`,
  'gu'
)

/** Marks Intl puts around numbers and dates in right-to-left locales (LRM, RLM, ALM, isolates). */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g

/** Any space Intl groups with (no-break, narrow no-break) or a person types. */
export const SPACES = /[\s\u00a0\u202f]+/g

export interface Separators {
  decimal: string
  group: string
}

/**
 * The locale's separators as `normalised` text carries them: de-DE
 * { decimal: ',', group: '.' }, fr-FR { ',', ' ' }, de-CH { '.', "'" },
 * ar-SA { '.', ',' } (its own ٫ and ٬ are read as those). Amounts may have
 * their own: fr-CH writes 1'234.50 € but 1 234,5 (pass the currency).
 */
export function numberSeparators(locale: string, currency?: string): Separators {
  // One decimal asked for, so a currency without minor units (JPY) still shows its separator.
  const parts = formatter(locale, currency, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).formatToParts(1234567.5)
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  const group = parts.find((part) => part.type === 'group')?.value ?? ','
  return { decimal: normalised(decimal), group: normalised(group) || ' ' }
}

function formatter(locale: string, currency?: string, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(
    locale,
    currency ? { style: 'currency', currency, ...options } : options
  )
}

/**
 * What a person typed, ready to read: other digit sets as 0-9, the Arabic
 * decimal and thousands signs as "." and ",", any run of spaces as one
 * space, a typographic apostrophe or minus as the ASCII one, bidi marks
 * gone, trimmed.
 */
export function normalised(typed: string) {
  return typed
    .replace(BIDI_MARKS, '')
    .replace(OTHER_DIGIT, (digit) => {
      const code = digit.codePointAt(0)!
      const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9)!
      return String(code - zero)
    })
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/\u2019/g, "'")
    .replace(/\u2212/g, '-')
    .replace(SPACES, ' ')
    .trim()
}

/**
 * A whole number written with the locale's group separator: each group
 * after the first has two or three digits (en-IN writes 12,34,567), the
 * last three. "1.234" is 1234 in de-DE; "21.49" is no grouping at all.
 */
export function ungrouped(whole: string, group: string) {
  if (!whole.includes(group)) return /^\d*$/.test(whole) ? whole : null
  const groups = whole.split(group)
  const [first, ...rest] = groups
  const last = rest.at(-1)!
  const wellFormed =
    /^\d{1,3}$/.test(first) &&
    rest.slice(0, -1).every((middle) => /^\d{2,3}$/.test(middle)) &&
    /^\d{3}$/.test(last)
  return wellFormed ? groups.join('') : null
}

/**
 * A decimal string ("-1234.5") as the locale writes it in an input: its
 * digits and decimal separator (an amount's, given the currency), no
 * grouping and no currency sign, exactly `fractionDigits` decimals when
 * given. Intl formats a decimal string exactly, never through a float.
 */
export function formatDecimal(
  decimal: string,
  locale: string,
  options: { fractionDigits?: number; currency?: string } = {}
) {
  const { fractionDigits, currency } = options
  const digits =
    fractionDigits === undefined
      ? { maximumFractionDigits: 20 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  return formatter(locale, currency, { useGrouping: false, ...digits })
    .formatToParts(decimal as unknown as number)
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('')
}
