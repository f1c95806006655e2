import { useEffect, useState } from 'react'

/** Pause after the last keystroke before asking the server (typing stays smooth, requests few). */
export const SEARCH_DEBOUNCE_MS = 250

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; message: string }

/**
 * Fetches `url` as JSON once typing pauses. A newer URL aborts the request
 * still in flight, so a slow answer to an old query never replaces the
 * answer to the current one. `null` means there is nothing to ask.
 */
export function useJsonSearch<T>(url: string | null): SearchState<T> {
  // The last answer and the URL it answers: any other URL is still loading.
  const [answer, setAnswer] = useState<{ url: string; state: SearchState<T> } | null>(null)

  useEffect(() => {
    if (url === null) return
    const controller = new AbortController()
    const setState = (state: SearchState<T>) => setAnswer({ url, state })
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(url, {
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
          signal: controller.signal,
        })
        const body = response.headers.get('content-type')?.includes('application/json')
          ? await response.json()
          : null
        if (!response.ok || body === null) {
          const message =
            response.status === 429 && body?.error
              ? String(body.error)
              : 'The search could not be completed. Try again.'
          setState({ status: 'failed', message })
          return
        }
        setState({ status: 'done', data: body as T })
      } catch {
        if (controller.signal.aborted) return
        setState({ status: 'failed', message: 'The search could not be completed. Try again.' })
      }
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [url])

  if (url === null) return { status: 'idle' }
  return answer?.url === url ? answer.state : { status: 'loading' }
}
