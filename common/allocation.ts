/**
 * Spreading an amount over lines in proportion to their amounts: an order
 * discount over its lines, tax, a refund. Each line
 * gets its share rounded toward zero; the minor units left over go one
 * each to the largest lines (on a tie, the earlier line), so the shares
 * always add up to the amount exactly and no line is more than one unit
 * from its exact share.
 */
import { exactInteger } from './rounding.js'

/**
 * `total` spread over lines weighted by `weights` (their amounts), in the
 * lines' order: allocate(100, [1, 1, 1]) -> [34, 33, 33].
 *
 * - A negative total is spread the same way: allocate(-100, [1, 1, 1]) -> [-34, -33, -33].
 * - Weights count by size: all of one sign (a refund's lines may all be
 *   negative); mixed signs have no proportional share and are refused.
 * - A line weighing 0 gets nothing, unless every line weighs 0: then the
 *   total is spread evenly, as over lines of equal weight.
 * - No lines: only a total of 0 can be spread.
 */
export function allocate(total: number, weights: readonly number[]) {
  const amount = exactInteger(total, 'total')
  if (weights.length === 0) {
    if (amount !== 0n) throw new RangeError('An amount cannot be spread over no lines')
    return []
  }
  let sizes = weights.map((weight) => {
    const exact = exactInteger(weight, 'weight')
    return exact < 0n ? -exact : exact
  })
  if (weights.some((weight) => weight < 0) && weights.some((weight) => weight > 0)) {
    throw new RangeError('Weights of mixed signs have no proportional share')
  }
  let sum = sizes.reduce((a, b) => a + b, 0n)
  if (sum === 0n) {
    sizes = sizes.map(() => 1n)
    sum = BigInt(sizes.length)
  }

  // BigInt division truncates toward zero, so every share is at most the
  // exact one in size and what is left has the total's sign.
  const shares = sizes.map((size) => (amount * size) / sum)
  const step = amount < 0n ? -1n : 1n
  let left = amount - shares.reduce((a, b) => a + b, 0n)
  const largestFirst = sizes
    .map((size, index) => ({ size, index }))
    .sort((a, b) => (a.size === b.size ? a.index - b.index : a.size > b.size ? -1 : 1))
  for (const { index } of largestFirst) {
    if (left === 0n) break
    shares[index] += step
    left -= step
  }
  return shares.map(Number)
}
