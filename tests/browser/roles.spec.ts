import { test } from '@japa/runner'
import type { Page } from 'playwright'
import Role from '#models/role'
import { freshDatabase } from '#tests/helpers/database'
import {
  confirmPassword,
  openFromMenu,
  openRowActions,
  pickRowAction,
} from '#tests/helpers/browser'
import { openSignedIn } from '#tests/helpers/browser_sessions'

/** Opens Roles from the menu, confirming the password when asked. */
async function openRoles(page: Page) {
  await openSignedIn(page, 'admin@demo.test')
  await openFromMenu(page, 'Roles')
  await confirmPassword(page)
  await page.waitForURL('**/roles')
}

test.group('Roles screens', (group) => {
  group.each.setup(() => freshDatabase())

  test('create a role with grouped permissions; a bad cap is shown beside its field', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await openRoles(page)
    await page.getByRole('link', { name: 'New role' }).click()
    await page.waitForURL('**/roles/create')

    await page.getByLabel('Name').fill('Supervisor')
    await page.getByLabel('Description').fill('Closes the till at night.')
    await page.getByLabel('Read the audit log').check()
    await page.getByRole('button', { name: 'All in Customers' }).click()
    await page.getByLabel('See reports').check()
    await page.getByLabel('Discount cap', { exact: true }).fill('150')
    // The field says so at once; the server refuses what was sent all the same.
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/roles') && response.request().method() === 'POST'
    )
    await page.getByRole('button', { name: 'Create role' }).click()
    await refused
    assert.isNull(await Role.findBy('name', 'Supervisor'))
    await page.assertTextContains('#max_discount_bp-error', 'percentage from 0 to 100')
    await page.assertInputValue('#name', 'Supervisor')
    assert.isTrue(await page.getByLabel('Read the audit log').isChecked())

    await page.getByLabel('Discount cap', { exact: true }).fill('12.5')
    await page.getByRole('button', { name: 'Create role' }).click()
    await page.waitForURL('**/roles/*/edit')
    await page.assertTextContains('.toast', 'Role Supervisor created.')
    await page.assertTextContains('h1', 'Supervisor')
    const role = await Role.findByOrFail('name', 'Supervisor')
    assert.deepEqual(role.permissions, [
      'dashboard.view',
      'customers.view',
      'customers.manage',
      'reports.view',
      'audit.view',
    ])
    assert.equal(role.maxDiscountBp, 1250)
  })

  test('search, edit, and a role in use offers no Delete', async ({ visit, assert }) => {
    const page = await visit('/login')
    await openRoles(page)
    await page.getByRole('searchbox', { name: 'Search roles by name' }).fill('cash')
    await page.locator('.data-table').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('search') === 'cash')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')

    await pickRowAction(page, 'Cashier', 'Edit')
    await page.waitForURL('**/roles/*/edit')
    await page.assertInputValue('#max_discount_bp', '10')
    await page.getByLabel('Discount cap', { exact: true }).fill('7.5')
    await page.getByLabel('Read the audit log').check()
    await page.getByRole('button', { name: 'Save role' }).click()
    await page.assertTextContains('.toast', 'Role Cashier saved.')
    const cashier = await Role.findByOrFail('name', 'Cashier')
    assert.equal(cashier.maxDiscountBp, 750)
    assert.include(cashier.permissions, 'audit.view')
    // What the form does not offer yet, the role keeps.
    assert.include(cashier.permissions, 'orders.create')
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Roles' })
      .click()
    await page.waitForURL('**/roles')

    // Still held: the entry says by how many and cannot be chosen.
    const cashierActions = await openRowActions(page, 'Cashier')
    const deleteCashier = cashierActions.getByText('Delete (1 user holds it)', { exact: true })
    await deleteCashier.waitFor()
    assert.isTrue(await deleteCashier.isDisabled())
    await page.keyboard.press('Escape')
    assert.exists(await Role.find(cashier.id))
    const administrator = await openRowActions(page, 'Administrator')
    await administrator.getByText('Edit', { exact: true }).waitFor()
    assert.equal(await administrator.getByText('Delete…').count(), 0)
  })
})
