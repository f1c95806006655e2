import { setImmediate as nextTurn } from 'node:timers/promises'

/** How long a loop over many rows may hold the event loop before other requests get a turn. */
export const TURN_BUDGET_MS = 2

/**
 * For loops over thousands of rows (a CSV preview, an import): awaited on
 * each row, it lets other requests run whenever the loop has held the event
 * loop for `budgetMs`, however fast or slow a row is on this machine. A
 * page opened meanwhile needs a score of turns, so short turns keep its
 * wait short.
 */
export function turnTaker(budgetMs = TURN_BUDGET_MS) {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < budgetMs) return
    await nextTurn()
    since = performance.now()
  }
}
