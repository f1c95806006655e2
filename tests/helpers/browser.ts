import type { Page, Request } from 'playwright'

/** Fills and sends the sign-in form the way a person does. */
export async function submitSignIn(page: Page, email: string, password = 'demo-password') {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Signs in and waits for the dashboard. */
export async function signInToDashboard(page: Page, email: string, password = 'demo-password') {
  await submitSignIn(page, email, password)
  await page.waitForURL('**/dashboard')
}

/**
 * Holds the page's requests to `url` that `which` picks until `release` is
 * called, so what the page shows while a request travels can be looked at.
 */
export async function holdRequests(page: Page, url: string, which: (request: Request) => boolean) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    if (which(route.request())) await held
    await route.continue()
  })
  return { release, stop: () => page.unroute(url) }
}
