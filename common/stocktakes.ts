/**
 * Stocktake rules shared by the server and the pages: the statuses and the
 * variance of a line and of the whole count (its bounds are in limits.ts).
 * Quantities are whole units, costs integer minor units.
 */
import { multiplyAmount, scaleRounded } from './rounding.js'

/** draft → counting → review → posted; cancelled from any step before posted. */
export const STOCKTAKE_STATUSES = ['draft', 'counting', 'review', 'posted', 'cancelled'] as const
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number]

/** The whole branch, some categories, or a chosen list of products (a cycle count). */
export const STOCKTAKE_COVERAGES = ['branch', 'categories', 'products'] as const
export type StocktakeCoverage = (typeof STOCKTAKE_COVERAGES)[number]

/** What posting does to a line nobody counted: leave the stock as it is, or make it zero. */
export const UNCOUNTED_CHOICES = ['keep', 'zero'] as const
export type UncountedChoice = (typeof UNCOUNTED_CHOICES)[number]

const STATUS_WORDS: Record<StocktakeStatus, string> = {
  draft: 'still a draft',
  counting: 'being counted',
  review: 'in review',
  posted: 'already posted',
  cancelled: 'cancelled',
}

/** Why a step does not apply to a stocktake in its status: "SC-000003 is already posted: it cannot be counted." */
export function stepRefusalMessage(number: string, status: StocktakeStatus, step: string) {
  return `${number} is ${STATUS_WORDS[status]}: it cannot be ${step}. Reload the page to see where it stands.`
}

export interface VarianceInput {
  /** What the branch held when counting started. */
  expected: number
  /** What was counted; null when nobody counted the line. */
  counted: number | null
  /** One unit's cost when counting started, in minor units. */
  unitCost: number
}

/**
 * The difference a line posts: counted − expected. A line nobody counted
 * posts nothing unless the manager chose to make uncounted products zero
 * (a whole-branch count only), when it posts −expected.
 */
export function lineDifference(line: VarianceInput, uncounted: UncountedChoice = 'keep') {
  if (line.counted !== null) return line.counted - line.expected
  return uncounted === 'zero' ? -line.expected : 0
}

export interface VarianceTotals {
  /** Units lost (negative) and found (positive), summed separately. */
  unitsLost: number
  unitsFound: number
  /** The same at cost, in minor units: lost ≤ 0, found ≥ 0, net their sum. */
  costLost: number
  costFound: number
  costNet: number
  /** The expected stock at cost: what the shrinkage is a share of. */
  stockValue: number
  /** Net shrinkage as a share of the stock value, in basis points (250 = 2.5 % lost). */
  shrinkageBp: number
  counted: number
  uncounted: number
}

/** The count's totals over its lines, for the variance report and the post. */
export function varianceTotals(
  lines: readonly VarianceInput[],
  uncounted: UncountedChoice = 'keep'
): VarianceTotals {
  const totals = {
    unitsLost: 0,
    unitsFound: 0,
    costLost: 0,
    costFound: 0,
    stockValue: 0,
    counted: 0,
    uncounted: 0,
  }
  for (const line of lines) {
    if (line.counted === null) totals.uncounted += 1
    else totals.counted += 1
    totals.stockValue += multiplyAmount(line.unitCost, Math.max(line.expected, 0))
    const difference = lineDifference(line, uncounted)
    const atCost = multiplyAmount(line.unitCost, difference)
    if (difference < 0) {
      totals.unitsLost += difference
      totals.costLost += atCost
    } else {
      totals.unitsFound += difference
      totals.costFound += atCost
    }
  }
  const costNet = totals.costLost + totals.costFound
  const shrinkageBp = totals.stockValue > 0 ? scaleRounded(-costNet, 10_000, totals.stockValue) : 0
  return { ...totals, costNet, shrinkageBp }
}

/**
 * A handheld's quantity cell as the count import reads it: whole units in
 * digits from 0 to `max` (thousands separators allowed), else why not.
 */
export function readCountCell(cell: string, max: number): { quantity: number } | { error: string } {
  const text = cell.trim().replace(/[,\s\u00a0\u202f](?=\d{3}(\D|$))/g, '')
  if (text === '') return { error: 'Enter the quantity counted.' }
  if (/^-\s*\d/.test(text)) return { error: 'A count cannot be below 0.' }
  if (/^\d+[.,]\d+$/.test(text)) return { error: 'Enter the quantity as a whole number.' }
  if (!/^\d+$/.test(text)) return { error: 'Enter the quantity as a whole number, in digits.' }
  const quantity = Number(text)
  if (quantity > max) {
    return {
      error: `Count at most ${max.toLocaleString('en-US')}: no shelf holds more. Check the quantity.`,
    }
  }
  return { quantity }
}
