import { DateTime, Settings } from 'luxon'

interface Step {
  at: DateTime
  order: number
  run: () => Promise<unknown>
}

/**
 * The demo's last 30 days, played in the order they happened: receipts,
 * counts, transfers, sales and returns from every part of the demo are
 * registered first, then run by time with the clock set to each moment, so
 * the ledger's running balances read in the same order as its timestamps.
 */
export class DemoTimeline {
  private readonly steps: Step[] = []
  /** The current hour, in UTC: nothing is placed after it. */
  readonly now = DateTime.utc().startOf('hour')

  /** Registers `run` for `daysAgo` days back at `hour`:`minute` UTC; a moment still to come is dropped. */
  at(daysAgo: number, hour: number, minute: number, run: () => Promise<unknown>) {
    const at = this.now.minus({ days: daysAgo }).set({ hour, minute, second: 0 })
    if (at > this.now) return
    this.steps.push({ at, order: this.steps.length, run })
  }

  async play() {
    const realNow = Settings.now
    const steps = [...this.steps].sort(
      (a, b) => a.at.toMillis() - b.at.toMillis() || a.order - b.order
    )
    try {
      for (const step of steps) {
        Settings.now = () => step.at.toMillis()
        await step.run()
      }
    } finally {
      Settings.now = realNow
    }
  }
}
