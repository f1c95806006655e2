/**
 * Polls `check` until it holds or the deadline passes: for work the server
 * does after its response (mail, audit of forgot-password), which a test
 * cannot await directly.
 */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
}
