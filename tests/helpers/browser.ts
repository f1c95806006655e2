import type { Page, Request } from 'playwright'

/** Fills and sends the sign-in form the way a person does. */
export async function submitSignIn(page: Page, email: string, password = 'demo-password') {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/**
 * Waits until the page's app runs (Inertia has started and stored the page
 * in the history), so keys pressed next reach its shortcuts: a page opened
 * with `goto` has loaded before its page component has.
 */
export async function appRunning(page: Page) {
  await page.waitForFunction(() => Boolean(window.history.state?.page))
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

/** Follows a link of the sidebar menu. */
export async function openFromMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click()
}

/** Answers the password confirmation that the sensitive areas ask for. */
export async function confirmPassword(page: Page, password = 'demo-password') {
  await page.waitForURL('**/confirm-password')
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Confirm' }).click()
}

/** Opens the Actions menu of a list's row, named by its record, and answers the open menu. */
export async function openRowActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  return page.locator('.dropdown-menu.show')
}

/** Picks the entry `label` in the Actions menu of the list's row named `name`. */
export async function pickRowAction(page: Page, name: string, label: string) {
  const menu = await openRowActions(page, name)
  await menu.getByText(label, { exact: true }).click()
}
