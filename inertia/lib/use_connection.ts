import { useCallback, useEffect } from 'react'
import { useBrowserState } from '~/lib/browser_state'

/** How often a lost server is asked again whether it answers. */
export const RECONNECT_PROBE_MS = 5000

/** Whether the server answers at all (any HTTP status counts: only silence is a lost connection). */
async function serverAnswers() {
  try {
    await fetch('/health', { method: 'HEAD', cache: 'no-store' })
    return true
  } catch {
    return false
  }
}

/**
 * Whether the server is reachable, as the browser reports it (offline and
 * online events) and as requests find it (`lost()` after one got no
 * answer). While lost, the server is probed until it answers again.
 */
export function useConnection() {
  const [reachable, setReachable] = useBrowserState(
    () => navigator.onLine,
    () => true
  )

  useEffect(() => {
    const offline = () => setReachable(false)
    const online = () => void serverAnswers().then(setReachable)
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [setReachable])

  useEffect(() => {
    if (reachable) return
    const timer = window.setInterval(() => {
      if (navigator.onLine) void serverAnswers().then((answers) => answers && setReachable(true))
    }, RECONNECT_PROBE_MS)
    return () => window.clearInterval(timer)
  }, [reachable, setReachable])

  const lost = useCallback(() => setReachable(false), [setReachable])
  return { reachable, lost }
}
