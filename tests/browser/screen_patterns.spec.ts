import { test } from '@japa/runner'
import Branch from '#models/branch'
import Customer from '#models/customer'
import { aProduct } from '#tests/helpers/products'
import Role from '#models/role'
import User from '#models/user'
import { freshDatabase } from '#tests/helpers/database'
import { confirmPassword } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'

/**
 * The form pattern of docs/ui.md, page by page: the way back up to the
 * index, and Save with Cancel at the foot of the form card.
 */
test.group('Screen patterns: forms', (group) => {
  group.each.setup(() => freshDatabase())

  test('every record form has breadcrumbs to its index and Save with Cancel in its footer', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/confirm-password')
    await confirmPassword(page)
    await page.waitForURL('**/dashboard')
    const [product, customer, branch, role, manager] = await Promise.all([
      aProduct(),
      Customer.create({ name: 'Jane Doe', isActive: true }),
      Branch.firstOrFail(),
      Role.findByOrFail('name', 'Cashier'),
      User.findByOrFail('email', 'manager@demo.test'),
    ])
    const forms: [path: string, index: string, submit: string][] = [
      ['/products/create', 'Products', 'Create product'],
      [`/products/${product.id}/edit`, 'Products', 'Save changes'],
      ['/customers/create', 'Customers', 'Add customer'],
      [`/customers/${customer.id}/edit`, 'Customers', 'Save changes'],
      ['/branches/create', 'Branches', 'Create branch'],
      [`/branches/${branch.id}/edit`, 'Branches', 'Save changes'],
      ['/users/create', 'Users', 'Create and invite'],
      [`/users/${manager.id}/edit`, 'Users', 'Save'],
      ['/roles/create', 'Roles', 'Create role'],
      [`/roles/${role.id}/edit`, 'Roles', 'Save role'],
    ]
    for (const [path, index, submit] of forms) {
      await page.goto(path)
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
      await crumbs.waitFor()
      const up = crumbs.getByRole('link', { name: index, exact: true })
      assert.equal(await up.getAttribute('href'), `/${index.toLowerCase()}`, path)
      const footer = page.locator('form.form-card > .form-card-actions')
      assert.equal(await footer.getByRole('button', { name: submit }).count(), 1, path)
      assert.equal(
        await footer.getByRole('link', { name: 'Cancel' }).getAttribute('href'),
        `/${index.toLowerCase()}`,
        path
      )
    }
    for (const [path, index] of [
      ['/products/import', 'Products'],
      ['/customers/import', 'Customers'],
      ['/products/print-barcodes', 'Products'],
    ]) {
      await page.goto(path)
      const up = page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: index })
      assert.equal(await up.getAttribute('href'), `/${index.toLowerCase()}`, path)
    }
  })

  test('on one’s own account the role and the active switch are read-only', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    const [admin, manager] = await Promise.all([
      User.findByOrFail('email', 'admin@demo.test'),
      User.findByOrFail('email', 'manager@demo.test'),
    ])
    await page.goto(`/users/${admin.id}/edit`)
    await confirmPassword(page)
    await page.waitForURL(`**/users/${admin.id}/edit`)
    await page.assertDisabled('#role_id')
    await page.assertDisabled('#is_active')
    await page.assertTextContains('#role_id-help', 'Someone else has to change your own role.')
    await page.assertNotDisabled('#name')

    await page.goto(`/users/${manager.id}/edit`)
    await page.assertNotDisabled('#role_id')
    await page.assertNotDisabled('#is_active')
    assert.equal(await page.locator('#role_id-help').count(), 0)
  })
})
