/** A scan kept by the page's first script before the scan field came alive. */
interface EarlyScan {
  field: string
  code: string
}

declare global {
  interface Window {
    /** Set by the layout's first script (resources/views/inertia_layout.edge). */
    posCenterEarlyScans?: {
      codes: EarlyScan[]
      /** What each field held after its last Enter: a code on its way in. */
      typed: Record<string, string>
      stop: () => void
    }
  }
}

/**
 * What was scanned into a field the server drew before the page's
 * JavaScript ran (a tablet's slow first visit to the counter): the codes
 * the layout's first script kept as each Enter came, emptying the field,
 * since no handler was there to look them up, in the order scanned; and
 * what the field held after the last one, which hydrating the field empties
 * (a code half typed as the scripts arrived). The first scan field to come
 * alive stops that script; each takes its own field's.
 */
export function takeEarlyScans(field: string) {
  const early = typeof window === 'undefined' ? undefined : window.posCenterEarlyScans
  if (!early) return { codes: [], typed: '' }
  early.stop()
  const codes = early.codes.filter((scan) => scan.field === field).map((scan) => scan.code)
  const typed = early.typed[field] ?? ''
  early.codes = early.codes.filter((scan) => scan.field !== field)
  delete early.typed[field]
  return { codes, typed }
}
