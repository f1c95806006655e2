/**
 * Rates (tax, discount caps, margins) travel as integer basis points: 2000
 * is 20.00 %. People type and read percent with up to two decimals.
 * String and integer arithmetic only, no floats.
 */
import { scaleRounded } from './rounding.js'
import { formatDecimal, normalised, numberSeparators } from './numerals.js'

/** 100 %: the highest rate a tax or a discount cap can be. */
export const MAX_BASIS_POINTS = 10_000

/** A percent as people type it: up to 100 with at most two decimals, "8.", ".5" and "%" included. */
const TYPED_PERCENT = /^(\d{1,3})?(?:[.,](\d{0,2}))?$/

/**
 * "8" -> 800, "8.25" or "8,25" -> 825, "8." -> 800 (the point typed before
 * the decimals), ".5" -> 50, " 20 % " -> 2000. Null when it is not a
 * percent from 0 to 100 with at most two decimals. Given a locale (what a
 * person types in a form), its decimal separator is the only one read:
 * "8,25" in de-DE, "8.25" in en-US, "٨٫٢٥" in ar-SA; "8,25" in en-US is
 * refused rather than guessed. Without one (a file), either is read.
 */
export function parsePercent(typed: string, locale?: string) {
  let text = normalised(typed).replace(/\s*[%\u066a]$/, '')
  if (locale) {
    const { decimal } = numberSeparators(locale)
    if (/[.,]/.test(text.replaceAll(decimal, ''))) return null
  }
  const match = TYPED_PERCENT.exec(text)
  if (!match) return null
  const [, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return null
  const basisPoints = Number.parseInt((whole || '0') + fraction.padEnd(2, '0'), 10)
  return basisPoints <= MAX_BASIS_POINTS ? basisPoints : null
}

/** Basis points as an input or a file shows them: 825 -> "8.25", 800 -> "8", -1250 -> "-12.5". */
export function basisPointsToPercent(basisPoints: number) {
  const sign = basisPoints < 0 ? '-' : ''
  const absolute = Math.abs(Math.trunc(basisPoints))
  const fraction = String(absolute % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  const whole = String(Math.trunc(absolute / 100))
  return sign + (fraction ? `${whole}.${fraction}` : whole)
}

/** Basis points as an input shows them in the shop's locale: 825 -> "8,25" in de-DE, "8.25" in en-US. */
export function basisPointsToInput(basisPoints: number, locale: string) {
  return formatDecimal(basisPointsToPercent(basisPoints), locale)
}

/**
 * 825 -> "8.25%" in en-US, "8,25 %" in de-DE. `decimals` fixes the number
 * of decimals, for figures read down a column; Intl rounds half away from
 * zero ("halfExpand"), like the rest of the money rules.
 */
export function formatPercent(basisPoints: number, locale = 'en-US', decimals?: number) {
  const digits =
    decimals === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }
  return new Intl.NumberFormat(locale, { style: 'percent', ...digits }).format(
    // A decimal string is formatted exactly, never through a float.
    `${basisPointsToPercent(basisPoints)}E-2` as unknown as number
  )
}

/**
 * The rate's share of an amount in minor units, rounded half away from
 * zero: 10 % of 1995 -> 200, of -1995 -> -200; 20 % of 1 -> 0; 50 % of 1 -> 1.
 */
export function applyBasisPoints(amount: number, basisPoints: number) {
  return scaleRounded(amount, basisPoints, MAX_BASIS_POINTS)
}

/**
 * What part is of whole, in basis points rounded half away from zero (a
 * margin): 1 of 8 -> 1250, -1 of 16 -> -625. Null when whole is 0.
 */
export function basisPointsOf(part: number, whole: number) {
  return whole === 0 ? null : scaleRounded(part, MAX_BASIS_POINTS, whole)
}
