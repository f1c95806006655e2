/** A percentage as people type it: up to 100, at most two decimals ("12.5", "7", "0.25"). */
const PERCENT = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/

export const MAX_BASIS_POINTS = 10_000

/**
 * "12.5" -> 1250 basis points, exactly (string arithmetic, no floats).
 * Null for anything that is not a percentage between 0 and 100.
 */
export function percentToBasisPoints(text: string): number | null {
  const match = PERCENT.exec(text)
  if (!match) return null
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return basisPoints <= MAX_BASIS_POINTS ? basisPoints : null
}

/** 1250 -> "12.5", 1000 -> "10", 5 -> "0.05". */
export function basisPointsToPercent(basisPoints: number) {
  const whole = Math.trunc(basisPoints / 100)
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
