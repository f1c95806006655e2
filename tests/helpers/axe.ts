import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright'

/**
 * axe-core on the page once it has settled: serious and critical findings,
 * described. Colours ease between schemes and a tapped button eases back
 * from its pressed colours, so the page is scanned once every CSS transition
 * has ended, never halfway between two colours.
 */
export async function seriousViolations(page: Page, configure = (builder: AxeBuilder) => builder) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition))
  )
  const results = await configure(new AxeBuilder({ page })).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    )
}
