/** What a JSON write answers: the body, or the message to show beside the field it names. */
export type PostAnswer<T> =
  { status: 'done'; data: T } | { status: 'refused'; field: string | null; message: string }

const POST_FAILED = 'The count could not be saved. Check the connection and try again.'

/** The token the server's CSRF protection reads back from its cookie. */
export function xsrfToken() {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : ''
}

/**
 * Sends `body` as JSON without a page visit, so a burst of writes (scans)
 * never cancels one another the way Inertia visits do. A refusal (422) comes
 * back with its field and message; anything else failed and says so.
 */
export async function postJson<T>(url: string, body: unknown): Promise<PostAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': xsrfToken(),
      },
      body: JSON.stringify(body),
    })
    const data = response.headers.get('content-type')?.includes('application/json')
      ? await response.json()
      : null
    if (response.ok && data !== null) return { status: 'done', data: data as T }
    const first = data?.errors?.[0]
    if (first?.message) {
      return { status: 'refused', field: first.field ?? null, message: String(first.message) }
    }
    if (data?.message) return { status: 'refused', field: null, message: String(data.message) }
    return { status: 'refused', field: null, message: POST_FAILED }
  } catch {
    return { status: 'refused', field: null, message: POST_FAILED }
  }
}
