import { Settings } from 'luxon'

/**
 * Stops Luxon's clock, for this process's server too, at a whole second:
 * whatever reads the time through Luxon (reset links, invitations, CSV
 * previews) sees only what `set` says. The real clock is back when the test
 * ends. Sessions and rate limits keep the real time.
 */
export function frozenClock(test: { cleanup(handler: () => void): unknown }) {
  const real = Settings.now
  const start = Math.floor(Date.now() / 1000) * 1000
  let now = start
  Settings.now = () => now
  test.cleanup(() => {
    Settings.now = real
  })
  return {
    /** Puts the clock `elapsedMs` after the moment it was stopped. */
    set(elapsedMs: number) {
      now = start + elapsedMs
    },
  }
}

/** Stops Luxon's clock at `instant` (ISO, UTC) for the test, so "today" and what follows from it are known. */
export function clockAt(test: { cleanup(handler: () => void): unknown }, instant: string) {
  const real = Settings.now
  const millis = Date.parse(instant)
  Settings.now = () => millis
  test.cleanup(() => {
    Settings.now = real
  })
}
