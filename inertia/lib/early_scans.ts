/** A scan kept by the page's first script before the scan field came alive. */
interface EarlyScan {
  field: string
  code: string
}

declare global {
  interface Window {
    /** Set by the layout's first script (resources/views/inertia_layout.edge). */
    posCenterEarlyScans?: { codes: EarlyScan[]; stop: () => void }
  }
}

/**
 * The codes scanned into a field the server drew before the page's
 * JavaScript ran (a tablet's slow first visit to the counter): the layout's
 * first script kept each one as Enter came and emptied the field, since no
 * handler was there to look it up. The first scan field to come alive stops
 * that script; each takes its own field's codes, in the order scanned.
 */
export function takeEarlyScans(field: string) {
  const early = typeof window === 'undefined' ? undefined : window.posCenterEarlyScans
  if (!early) return []
  early.stop()
  const mine = early.codes.filter((scan) => scan.field === field).map((scan) => scan.code)
  early.codes = early.codes.filter((scan) => scan.field !== field)
  return mine
}
