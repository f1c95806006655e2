import type { Page } from 'playwright'

/** The page's `@page` rule and the slip's height in px, as the wait below reads them. */
function printState(selector: string) {
  const rule = [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .find((text) => text.startsWith('@page'))
  const element = document.querySelector(selector) as HTMLElement | null
  return { rule: rule ?? null, height: element?.offsetHeight ?? null }
}

/**
 * Waits as the print dialog would: fonts loaded, and the page's `@page`
 * rule naming A4 or the roll slip's printed height (its margins included).
 * The rule follows the slip through a ResizeObserver and a render, so it
 * can lag the layout for a moment. `slip` selects the printed element (a
 * receipt, a Z report); one under 100 px is not laid out yet (hidden for a
 * moment), never a real one. When the wait runs out, the error says what
 * the page had, so a failure on a loaded machine can be read.
 */
export async function settledForPrint(page: Page, slip: string) {
  await page.evaluate(() => document.fonts.ready)
  try {
    await page.waitForFunction(
      (selector) => {
        const rule = [...document.querySelectorAll('style')]
          .map((style) => style.textContent ?? '')
          .find((text) => text.startsWith('@page'))
        if (!rule) return false
        if (rule.includes('A4')) return true
        const element = document.querySelector(selector) as HTMLElement | null
        if (!element || element.offsetHeight < 100) return false
        const heightMm = Math.ceil((element.offsetHeight * 25.4) / 96) + 8
        return rule.includes(`80mm ${heightMm}mm`)
      },
      slip,
      { timeout: 30_000 }
    )
  } catch (error) {
    const state = await page.evaluate(printState, slip)
    throw new Error(
      `The print rule never matched the slip: rule ${JSON.stringify(state.rule)}, slip ${state.height} px`,
      { cause: error }
    )
  }
}

/**
 * Stands in for the browser's print dialog, which a test cannot answer:
 * `window.print` counts its calls instead. `printCalls(n)` waits until it has
 * been called `n` times; `prints()` reads the count.
 */
export async function countPrints(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { prints: number }
    counted.prints = 0
    window.print = () => {
      counted.prints += 1
    }
  })
  return {
    printCalls: (times: number) =>
      page.waitForFunction(
        (expected) => (window as unknown as { prints: number }).prints === expected,
        times
      ),
    prints: () => page.evaluate(() => (window as unknown as { prints: number }).prints),
  }
}
