import { SingleBar, Presets } from 'cli-progress'

/**
 * A progress bar for a command that works through business days, drawn on
 * stderr only when it is a terminal (CI logs and tests get no redraws).
 */
export function daysProgressBar(label: string) {
  const bar = new SingleBar(
    {
      format: `${label} |{bar}| {percentage}% | {value}/{total} days | ETA {eta_formatted}`,
      noTTYOutput: false,
      stream: process.stderr,
    },
    Presets.shades_classic
  )
  let started = false
  return {
    update: (done: number, total: number) => {
      if (!started) {
        bar.start(total, 0)
        started = true
      }
      bar.update(done)
    },
    stop: () => {
      if (started) bar.stop()
    },
  }
}
