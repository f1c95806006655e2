import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright'

/** axe-core on the page as it is now: serious and critical findings, described. */
export async function seriousViolations(page: Page, configure = (builder: AxeBuilder) => builder) {
  const results = await configure(new AxeBuilder({ page })).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    )
}
