import { minorDigits } from './money.js'

/**
 * The banknotes (and the largest coins handed over like notes) of the
 * currencies shops here use most, in minor units. Another currency counts
 * in 1, 5, 10, 20, 50 and 100 of its major unit.
 */
const NOTES: Record<string, number[]> = {
  USD: [100, 500, 1000, 2000, 5000, 10000],
  EUR: [500, 1000, 2000, 5000, 10000, 20000],
  GBP: [500, 1000, 2000, 5000],
  CHF: [1000, 2000, 5000, 10000, 20000],
  JPY: [1000, 2000, 5000, 10000],
  INR: [1000, 2000, 5000, 10000, 20000, 50000],
  SAR: [500, 1000, 5000, 10000, 50000],
}

/** How many quick cash buttons the counter shows, the exact amount included. */
export const QUICK_CASH_BUTTONS = 4

/** The notes of `currency`, smallest first, in minor units. */
export function notesOf(currency: string) {
  const known = NOTES[currency.toUpperCase()]
  if (known) return known
  const unit = 10 ** minorDigits(currency)
  return [1, 5, 10, 20, 50, 100].map((count) => count * unit)
}

/**
 * What a customer is likely to hand over for `owed`: the exact amount,
 * then each note count that first passes it, rounded up to that note
 * (18.37 in dollars: 18.37, 19, 20, 50). Nothing when nothing is owed.
 */
export function quickCashAmounts(owed: number, currency: string) {
  if (owed <= 0) return []
  const amounts = [owed]
  for (const note of notesOf(currency)) {
    const rounded = Math.ceil(owed / note) * note
    if (rounded > owed && !amounts.includes(rounded)) amounts.push(rounded)
  }
  return amounts.sort((a, b) => a - b).slice(0, QUICK_CASH_BUTTONS)
}
