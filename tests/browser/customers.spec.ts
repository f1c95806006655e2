import { test } from '@japa/runner'
import { seriousViolations } from '#tests/helpers/axe'
import AuditEvent from '#models/audit_event'
import Customer from '#models/customer'
import { freshDatabase } from '#tests/helpers/database'
import { openFromMenu, pickRowAction } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'

test.group('Customers in the browser', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await Customer.createMany([
      { name: 'Jane Doe', email: 'jane@example.test', phone: '555 0100', isActive: true },
      { name: 'Bob Stone', email: 'bob@shop.test', phone: '555 0200', isActive: true },
      { name: 'Chloé Martin', email: null, phone: '0612 345 678', isActive: true },
    ])
  })

  test('a cashier adds a customer; a taken email is shown beside its field', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/dashboard')
    await openFromMenu(page, 'Customers')
    await page.waitForURL('**/customers')
    await page.getByRole('link', { name: 'New customer' }).click()
    await page.waitForURL('**/customers/create')

    await page.getByLabel('Name').fill('Amelia Watson')
    await page.getByLabel('Email').fill('JANE@example.test')
    await page.getByLabel('Phone').fill('+1 555 0101')
    await page.getByRole('button', { name: 'Add customer' }).click()
    const jane = await Customer.findByOrFail('email', 'jane@example.test')
    await page.assertText('#email-error', `Already used by Jane Doe (customer #${jane.id}).`)
    await page.assertInputValue('#name', 'Amelia Watson')
    await page.assertInputValue('#phone', '+1 555 0101')

    await page.getByLabel('Email').fill('amelia@example.test')
    await page.getByRole('button', { name: 'Add customer' }).click()
    await page.waitForURL('**/customers/*/edit')
    await page.assertTextContains('.toast', 'Customer “Amelia Watson” added.')
    await page.assertInputValue('#email', 'amelia@example.test')
    assert.exists(await Customer.findBy('email', 'amelia@example.test'))
  })

  test('search, edit and deactivate from the list', async ({ browserContext, visit, assert }) => {
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/customers')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–3 of 3')

    await page.getByRole('searchbox', { name: /Search name/ }).fill('0612')
    await page.locator('.data-table').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('search') === '0612')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')
    await page.assertTextContains('tbody', 'Chloé Martin')

    // The record's name is the link to it.
    await page.getByRole('link', { name: 'Chloé Martin' }).click()
    await page.waitForURL('**/customers/*/edit')
    await page.getByLabel('Name').fill('Chloé Dubois')
    await page.getByLabel('Notes').fill('Prefers calls after 5pm')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.assertTextContains('.toast', 'Customer “Chloé Dubois” saved.')
    await page.assertInputValue('#notes', 'Prefers calls after 5pm')
    const chloe = await Customer.findByOrFail('name', 'Chloé Dubois')
    assert.equal(chloe.notes, 'Prefers calls after 5pm')
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Customers' })
      .click()
    await page.waitForURL('**/customers')

    await pickRowAction(page, 'Bob Stone', 'Deactivate')
    await page.assertTextContains('.toast', 'Customer “Bob Stone” deactivated.')
    const bobRow = page.getByRole('row').filter({ hasText: 'Bob Stone' })
    await bobRow.getByText('Inactive').waitFor()
    await page.getByLabel('Status').selectOption('active')
    await page.waitForURL((url) => url.searchParams.get('status') === 'active')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–2 of 2')
    const bob = await Customer.findByOrFail('email', 'bob@shop.test')
    assert.isFalse(bob.isActive)
  })

  test('erasing asks first, then blanks the personal data', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/customers')
    await pickRowAction(page, 'Jane Doe', 'Erase…')
    const dialog = page.getByRole('dialog')
    await page.assertTextContains('.modal-title', 'Erase Jane Doe?')
    await dialog.getByText('Cancel', { exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    assert.exists(await Customer.findBy('email', 'jane@example.test'))

    await pickRowAction(page, 'Jane Doe', 'Erase…')
    await page.getByRole('button', { name: 'Erase for good' }).click()
    await page.assertTextContains('.toast', 'erased')
    await page
      .getByRole('row')
      .filter({ hasText: 'Erased customer' })
      .getByText('Erased', { exact: true })
      .waitFor()
    assert.isNull(await Customer.findBy('email', 'jane@example.test'))
    assert.exists(await AuditEvent.findBy('action', 'customer.erased'))
  })

  test('an import shows bad rows by line before anything is saved, then imports on confirm', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/customers')
    await page.getByRole('link', { name: 'Import CSV' }).click()
    await page.waitForURL('**/customers/import')

    await page.getByRole('button', { name: 'Check the file' }).click()
    await page.assertText('#file-error', 'Choose a CSV file to import.')

    const csv = [
      'name,email,phone,notes',
      'Amelia Watson,amelia@example.test,555 0101,',
      'Twin Jane,Jane@Example.test,,',
      '"Martin, Luc",,,"Two',
      'lines"',
      ',nobody@example.test,,',
      '"=HYPERLINK(""http://evil.test"")",,,@SUM(1)',
    ].join('\r\n')
    await page.setInputFiles('#file', {
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    })
    await page.getByRole('button', { name: 'Check the file' }).click()
    await page.waitForURL('**/customers/import/*')
    await page.assertText('[data-testid="new-count"]', '3')
    await page.assertText('[data-testid="changed-count"]', '1')
    await page.assertText('[data-testid="error-count"]', '1')
    // The email is Jane Doe's: the row updates her.
    await page.assertTextContains('[data-testid="row-status-3"]', 'Name: Jane Doe → Twin Jane')
    await page.assertTextContains('[data-testid="error-line-6"]', 'name: Enter the name.')
    assert.isNull(await Customer.findBy('email', 'amelia@example.test'), 'nothing saved yet')

    await page.getByRole('button', { name: 'Import 4 customers' }).click()
    await page.waitForURL('**/customers')
    await page.assertTextContains('.toast', 'Imported 4 customers: 3 new, 1 updated.')
    const jane = await Customer.findByOrFail('email', 'jane@example.test')
    assert.equal(jane.name, 'Twin Jane')
    assert.exists(await Customer.findBy('email', 'amelia@example.test'))
    const luc = await Customer.findByOrFail('name', 'Martin, Luc')
    assert.equal(luc.notes, 'Two\r\nlines')
    assert.exists(await Customer.findBy('name', '=HYPERLINK("http://evil.test")'))
  })

  // The form and the import page are scanned with every other page (accessibility.spec.ts).
  test('the import preview passes axe-core, light and dark', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/customers/import')
    await page.setInputFiles('#file', {
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,email,colour\nAna Lopez,ana@example.test,red\n,bad@,\n'),
    })
    await page.getByRole('button', { name: 'Check the file' }).click()
    await page.waitForURL('**/customers/import/*')
    for (const mode of ['off', 'on']) {
      await page.evaluate((value) => localStorage.setItem('posCenter.darkMode', value), mode)
      await page.reload()
      await page.locator('#app > *').first().waitFor()
      const found = await seriousViolations(page)
      assert.deepEqual(found, [], `import preview (dark mode ${mode}): ${found.join('; ')}`)
    }
  })
})
