import { exactInteger, roundedQuotient, safeNumber } from './rounding.js'

/** What a product held and cost before a receipt line, and what the line brings in. */
export interface CostBefore {
  /** Units on hand in all branches together before the line; below zero counts as zero. */
  onHand: number
  /** The product's cost per unit in minor units; null when not known yet. */
  cost: number | null
  /** Whole units received, at least one. */
  quantity: number
  /** What one received unit cost, in minor units. */
  unitCost: number
}

/**
 * The product's cost after receiving a line: the
 * weighted average of what is on hand at the old cost and what arrives at
 * its unit cost, rounded half away from zero to whole minor units:
 *
 *   (max(on hand, 0) x cost + quantity x unit cost) / (max(on hand, 0) + quantity)
 *
 * Negative on hand counts as zero (stock sold that was never received has
 * no cost to average); an unknown cost takes the incoming one.
 */
export function weightedAverageCost({ onHand, cost, quantity, unitCost }: CostBefore) {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`A received quantity is a whole number from 1: ${quantity}`)
  }
  if (cost === null) return unitCost
  const held = exactInteger(Math.max(onHand, 0), 'on hand')
  const total = held * exactInteger(cost, 'cost') + exactInteger(quantity) * exactInteger(unitCost)
  const units = held + BigInt(quantity)
  return safeNumber(roundedQuotient(total, units))
}
