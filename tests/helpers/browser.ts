import type { Page } from 'playwright'

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
