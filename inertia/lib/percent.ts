/**
 * Rates travel as integer basis points (2000 = 20.00 %); people type and
 * read percent with up to two decimals. String arithmetic only, no floats.
 */

/** "8", "8.25" or "8,25" -> 800, 825; null when it is not a percent from 0 to 100. */
export function parsePercentBp(typed: string) {
  const match = typed
    .trim()
    .replace(/\s*%$/, '')
    .match(/^(\d{1,3})(?:[.,](\d{0,2}))?$/)
  if (!match) return null
  const bp = Number.parseInt(match[1] + (match[2] ?? '').padEnd(2, '0'), 10)
  return bp <= 10_000 ? bp : null
}

/** 825 -> "8.25", 800 -> "8", -1250 -> "-12.5", as an input shows it. */
export function bpToPercent(bp: number) {
  const sign = bp < 0 ? '-' : ''
  const whole = Math.trunc(Math.abs(bp) / 100)
  const fraction = String(Math.abs(bp) % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return sign + (fraction ? `${whole}.${fraction}` : String(whole))
}

/**
 * 825 -> "8.25 %" in the shop's locale. `decimals` fixes the number of
 * decimals (rounded half away from zero), for figures read down a column.
 */
export function formatPercent(bp: number, locale = 'en-US', decimals?: number) {
  const digits =
    decimals === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }
  return new Intl.NumberFormat(locale, { style: 'percent', ...digits }).format(
    `${bpToPercent(bp)}E-2` as unknown as number
  )
}
