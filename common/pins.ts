/**
 * A till PIN: what a manager types to approve an exception and a cashier
 * to take over a shared till. Digits only, short enough to type while a
 * customer waits, and never one that anyone would guess first.
 */

export const PIN_MIN_LENGTH = 4
export const PIN_MAX_LENGTH = 8

export type PinProblem = 'format' | 'trivial'

/** Every digit the same (0000), or each one step up or down from the last (1234, 4321, 6789). */
function isRunOrRepeat(digits: number[]) {
  const steps = digits.slice(1).map((digit, index) => digit - digits[index])
  return [0, 1, -1].some((step) => steps.every((each) => each === step))
}

/** Two or three digits said again to the end (1212, 123123, 909090). */
function isRepeatedBlock(pin: string) {
  for (const size of [2, 3]) {
    if (pin.length < 2 * size) continue
    const block = pin.slice(0, size)
    if (block.repeat(Math.ceil(pin.length / size)).slice(0, pin.length) === pin) return true
  }
  return false
}

/** What is wrong with a PIN, or null when it may be used. */
export function pinProblem(pin: string): PinProblem | null {
  const pattern = new RegExp(`^[0-9]{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`)
  if (!pattern.test(pin)) return 'format'
  const digits = [...pin].map(Number)
  if (isRunOrRepeat(digits) || isRepeatedBlock(pin)) return 'trivial'
  return null
}

export const PIN_MESSAGES: Record<PinProblem, string> = {
  format: `A PIN is ${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits.`,
  trivial:
    'This PIN is too easy to guess (a run like 1234, a repeat like 0000 or 1212): choose another.',
}
