/**
 * Integer arithmetic on minor units: rounding is half
 * away from zero, where Math.round takes -12.5 to -12 and -0.5 to -0.
 * Products are taken on BigInts, so amount x rate never loses a digit
 * before it is divided; what comes back must fit a safe integer.
 */

/** A safe integer as a BigInt; a fraction, NaN or a number past 2^53 is a bug upstream. */
export function exactInteger(value: number, what = 'value') {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer: ${value}`)
  return BigInt(value)
}

/** A BigInt result back as a number, refused past exact arithmetic. */
export function safeNumber(value: bigint) {
  const result = Number(value)
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is beyond exact arithmetic`)
  return result
}

/** BigInt numerator / denominator rounded half away from zero, for sums of products past 2^53. */
export function roundedQuotient(numerator: bigint, denominator: bigint) {
  if (denominator === 0n) throw new RangeError('Division by zero')
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  const twiceRemainder = remainder < 0n ? -2n * remainder : 2n * remainder
  const divisor = denominator < 0n ? -denominator : denominator
  if (twiceRemainder < divisor) return quotient
  return numerator < 0n === denominator < 0n ? quotient + 1n : quotient - 1n
}

/** amount x numerator / denominator, rounded half away from zero: a rate or a share of an amount. */
export function scaleRounded(amount: number, numerator: number, denominator: number) {
  return safeNumber(
    roundedQuotient(
      exactInteger(amount, 'amount') * exactInteger(numerator, 'numerator'),
      exactInteger(denominator, 'denominator')
    )
  )
}

/** numerator / denominator rounded half away from zero: 25 / 2 -> 13, -25 / 2 -> -13, -1 / 2 -> -1. */
export function divideRounded(numerator: number, denominator: number) {
  return scaleRounded(numerator, 1, denominator)
}

/** An amount times a whole quantity (a line total), refused past exact arithmetic. */
export function multiplyAmount(amount: number, quantity: number) {
  return safeNumber(exactInteger(amount, 'amount') * exactInteger(quantity, 'quantity'))
}
