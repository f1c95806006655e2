import { workAfterResponses } from '#services/platform/after_response'

/**
 * For work the server does after its response (mail, the audit of
 * forgot-password), which a test cannot await directly: waits until that
 * work has run, then `check` must hold.
 */
export async function waitUntil(check: () => Promise<boolean>, what: string) {
  await workAfterResponses()
  if (!(await check())) throw new Error(`Once the work after the responses ran, no ${what}`)
}
