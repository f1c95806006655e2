import { test } from '@japa/runner'
import Setting from '#models/setting'
import Customer from '#models/customer'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'

test.group('Sign in and out in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('a guest signs in from the landing page, sees the dashboard and logs out', async ({
    visit,
  }) => {
    const page = await visit('/')
    await page.assertTitle('Welcome - POS Center')
    await page.getByRole('link', { name: 'Log in' }).click()
    await page.waitForURL('**/login')
    await page.assertTitle('Log in - POS Center')

    await page.getByLabel('Email').fill('manager@demo.test')
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    await page.assertTitle('Dashboard - POS Center')
    await page.assertTextContains('h1', 'Welcome, Maria Lopez')
    await page.assertTextContains('[data-testid="dashboard-role"]', 'Manager')
    await page.assertTextContains('[data-testid="dashboard-branches"]', 'Downtown')
    await page.assertTextContains('[data-testid="dashboard-branches"]', 'Northside')
    await page.assertVisible(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' })
    )
    await page.assertTextContains('footer', 'POS Center 1.0')

    await page.locator('#user-menu').click()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL('**/login')
    await page.assertTextContains('.toast', 'You have been signed out.')

    await page.goto('/dashboard')
    await page.waitForURL('**/login')
  })

  test('Back after logout shows none of the previous user’s pages', async ({ visit, assert }) => {
    const email = 'olivia.private@mail.test'
    await Customer.create({ name: 'Olivia Bennett', email, isActive: true })
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Customers' })
      .click()
    await page.waitForURL('**/customers')
    await page.assertTextContains('main', email)
    // The page state the tab keeps for Back is encrypted, not the props in clear.
    const state = await page.evaluate(() => JSON.stringify(window.history.state ?? null))
    assert.notInclude(state, email)

    await page.locator('#user-menu').click()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL('**/login')
    await page.assertTextContains('.toast', 'You have been signed out.')

    await page.goBack()
    await page.waitForURL('**/login', { timeout: 15_000 })
    await page.assertTitle('Log in - POS Center')
    assert.notInclude(await page.content(), email)
  })

  test('after logout the tab’s document and history hold nothing of the customers list', async ({
    visit,
    assert,
  }) => {
    const email = 'olivia.private@mail.test'
    const phone = '555-0199'
    await Customer.create({ name: 'Olivia Bennett', email, phone, isActive: true })
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    // Loaded in full, so the document carries the list's props as its first page.
    await page.goto('/customers')
    await page.assertTextContains('main', email)
    assert.include(await page.content(), email)
    await page.evaluate(() => Object.assign(window, { beforeLogout: true }))

    await page.locator('#user-menu').click()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL('**/login')
    await page.assertTextContains('.toast', 'You have been signed out.')

    // A new document, not the old one with another page drawn in it.
    assert.isUndefined(await page.evaluate(() => (window as { beforeLogout?: true }).beforeLogout))
    const html = await page.content()
    const state = await page.evaluate(() => JSON.stringify(window.history.state ?? null))
    for (const value of [email, phone, 'Olivia Bennett']) {
      assert.notInclude(html, value)
      assert.notInclude(state, value)
    }
  })

  test('a wrong password shows the message beside the email and keeps it', async ({ visit }) => {
    const page = await visit('/login')
    await page.getByLabel('Email').fill('cashier@demo.test')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()

    await page.assertTextContains('#email-error', 'These credentials do not match our records.')
    await page.assertInputValue('#email', 'cashier@demo.test')
    await page.assertInputValue('#password', '')
  })

  test('the header menu shows the user and the sidebar only what the role allows', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.getByLabel('Email').fill('cashier@demo.test')
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')

    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const names = await menu.getByRole('link').allInnerTexts()
    assert.deepEqual(
      names.map((name) => name.trim()),
      ['Dashboard', 'New sale', 'Orders', 'Returns', 'Tills', 'Stocks', 'Customers']
    )
    await page.assertTextContains('#user-menu', 'Sam Carter')
    await page.assertExists('a.nav-link.active[aria-current="page"]')
  })

  test('a form posted with an expired session shows the page-expired page', async ({
    visit,
    browserContext,
  }) => {
    const page = await visit('/login')
    await browserContext.clearCookies()
    await page.getByLabel('Email').fill('cashier@demo.test')
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.assertTextContains('h1', 'Page expired')
    await page.getByRole('button', { name: 'Reload the page' }).click()
    await page.assertTitle('Log in - POS Center')
  })

  test('an unknown page shows the 404 page with a way home', async ({ visit }) => {
    const page = await visit('/no-such-page')
    await page.assertTitle('Page not found - POS Center')
    await page.assertTextContains('h1', 'Page not found')
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  test('the pages load without a console error, a CSP violation or a call to a third party', async ({
    visit,
    assert,
  }) => {
    const problems: string[] = []
    const page = await visit('/login')
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`)
    })
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('request', (request) => {
      const { hostname } = new URL(request.url())
      if (hostname !== 'localhost') problems.push(`request to ${hostname}`)
    })
    await page.reload()
    await page.getByLabel('Email').fill('admin@demo.test')
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')
    await page.assertTextContains('h1', 'Welcome, Alex Morgan')
    await page.getByRole('img', { name: 'Alex Morgan' }).first().waitFor()
    assert.deepEqual(problems, [])
    assert.equal(await page.locator('img.avatar').count(), 0, 'initials, no picture')

    // Once the shop turns pictures on, they come from Gravatar (answered here: no internet).
    await Setting.query().update({ show_gravatar: true })
    await page.route('https://www.gravatar.com/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      })
    )
    await page.reload()
    await page.locator('img.avatar[src^="https://www.gravatar.com/avatar/"]').first().waitFor()
  })
})
