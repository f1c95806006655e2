import { useEffect, useState } from 'react'

/** Pause after the last keystroke before asking the server (typing stays smooth, requests few). */
export const SEARCH_DEBOUNCE_MS = 250

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; message: string; offline?: boolean }

const SEARCH_FAILED = 'The search could not be completed. Try again.'

/**
 * Asks `url` for JSON. A refusal or a failure comes back as the message to
 * show, never as an empty answer: "nothing matches" and "the search did not
 * run" must not look alike. A throttled search says how long to wait.
 */
export async function fetchSearch<T>(
  url: string,
  signal?: AbortSignal
): Promise<Extract<SearchState<T>, { status: 'done' | 'failed' }>> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    })
    const body = response.headers.get('content-type')?.includes('application/json')
      ? await response.json()
      : null
    if (response.ok && body !== null) return { status: 'done', data: body as T }
    if (response.status === 429) {
      return {
        status: 'failed',
        message: body?.error
          ? String(body.error)
          : 'Too many searches. Wait a moment, then try again.',
      }
    }
    return { status: 'failed', message: SEARCH_FAILED }
  } catch {
    // No answer at all: the server could not be reached, unlike a refusal.
    return { status: 'failed', message: SEARCH_FAILED, offline: !signal?.aborted }
  }
}

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
    const timer = setTimeout(async () => {
      const state = await fetchSearch<T>(url, controller.signal)
      if (!controller.signal.aborted) setAnswer({ url, state })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [url])

  if (url === null) return { status: 'idle' }
  return answer?.url === url ? answer.state : { status: 'loading' }
}
