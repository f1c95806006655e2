import { test } from '@japa/runner'
import User from '#models/user'
import { freshDatabase } from '#tests/helpers/database'
import { verifiedAccount } from '#tests/helpers/access'
import { confirmPassword, openRowActions, pickRowAction } from '#tests/helpers/browser'
import { waitForMail } from '#tests/helpers/mailbox'
import { signInAs } from '#tests/helpers/browser_sessions'

test.group('Users screens', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await verifiedAccount('Priya Shah', 'priya@demo.test')
  })

  test('the waiting account is counted on the menu, listed first and given access', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
      name: /Users/,
    })
    await page.assertTextContains('nav .badge', '1')
    await entry.click()
    await page.waitForURL('**/users')
    await page.assertTextContains('tbody tr:first-child', 'Priya Shah')
    await page.assertTextContains('tbody tr:first-child', 'Waiting for access')

    await page.getByRole('link', { name: 'Priya Shah' }).click()
    await confirmPassword(page)
    await page.waitForURL('**/users/*/edit')
    await page.getByLabel('Role').selectOption({ label: 'Cashier' })
    await page.getByLabel('Harbour Mall (HBR)').check()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.assertTextContains('.toast', 'Priya Shah saved.')
    const priya = await User.query()
      .where('email', 'priya@demo.test')
      .preload('role')
      .preload('branches')
      .firstOrFail()
    assert.equal(priya.role.name, 'Cashier')
    assert.deepEqual(
      priya.branches.map((branch) => branch.code),
      ['HBR']
    )
  })

  test('invite a user; a taken email is shown beside its field; the invitee sets a password', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/users')
    await page.getByRole('link', { name: 'New user' }).click()
    await confirmPassword(page)
    await page.waitForURL('**/users/create')

    await page.getByLabel('Full name').fill('Noah Kim')
    await page.getByLabel('Email', { exact: true }).fill('cashier@demo.test')
    await page.getByLabel('Role').selectOption({ label: 'Stock clerk' })
    await page.getByLabel('Northside (NTH)').check()
    await page.getByRole('button', { name: 'Create and invite' }).click()
    await page.assertText('#email-error', 'An account with this email already exists.')
    await page.assertInputValue('#name', 'Noah Kim')

    await page.getByLabel('Email', { exact: true }).fill('noah@demo.test')
    await page.getByRole('button', { name: 'Create and invite' }).click()
    await page.waitForURL('**/users/*/edit')
    await page.assertTextContains('.toast', 'Noah Kim was invited')
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Users' })
      .click()
    await page.waitForURL('**/users')

    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('noah')
    await page.locator('.data-table').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('search') === 'noah')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')
    await page.assertTextContains('tbody', 'Invited')

    const mail = await waitForMail('noah@demo.test', /You are invited/)
    const guest = await browserContext.browser()!.newContext({ baseURL: page.url() })
    const invitee = await guest.newPage()
    await invitee.goto(new URL(mail.links[0]).pathname)
    await invitee.getByLabel('Password', { exact: true }).fill('quiet-lantern-rivers-8')
    await invitee.getByLabel('Password again').fill('quiet-lantern-rivers-8')
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click()
    await invitee.waitForURL('**/dashboard')
    await guest.close()
    const noah = await User.findByOrFail('email', 'noah@demo.test')
    assert.isNotNull(noah.emailVerifiedAt)
  })

  test('deactivate from the list after confirming', async ({ browserContext, visit, assert }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/users/create')
    await confirmPassword(page)
    await page.waitForURL('**/users/create')
    await page.goto('/users')
    await pickRowAction(page, 'Jordan Lee', 'Deactivate…')
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click()
    await page.assertTextContains('.toast', 'Jordan Lee was deactivated and signed out.')
    const menu = await openRowActions(page, 'Jordan Lee')
    await menu.getByText('Reactivate', { exact: true }).waitFor()
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    assert.isFalse(clerk.isActive)
  })
})
