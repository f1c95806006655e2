import { test } from '@japa/runner'
import Branch from '#models/branch'
import { freshDatabase } from '#tests/helpers/database'
import { openFromMenu, openRowActions, pickRowAction } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'

test.group('Branches (browser)', (group) => {
  group.each.setup(() => freshDatabase())

  test('search, then create a branch with its code upper-cased as typed', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    await openFromMenu(page, 'Branches')
    await page.waitForURL('**/branches')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–3 of 3')

    await page.getByRole('searchbox', { name: 'Search code or name' }).fill('north')
    await page.locator('.data-table').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('search') === 'north')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')
    await page.assertTextContains('tbody', 'Northside')

    await page.getByRole('link', { name: 'New branch' }).click()
    await page.waitForURL('**/branches/create')
    await page.getByLabel('Code').fill('wst1')
    await page.assertInputValue('#code', 'WST1')
    await page.getByLabel('Name').fill('Westfield')
    await page.getByLabel('Email').fill('west@corner-market.test')
    await page.getByRole('button', { name: 'Create branch' }).click()
    await page.waitForURL('**/branches/*/edit')
    await page.assertTextContains('.toast', 'Branch Westfield (WST1) created.')
    await page.assertTextContains('h1', 'Westfield')
    const created = await Branch.findByOrFail('code', 'WST1')
    assert.equal(created.email, 'west@corner-market.test')
  })

  test('a wrong code gets its message beside the field, and what was typed stays', async ({
    browserContext,
    visit,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/branches/create')
    await page.getByLabel('Code').fill('dtn')
    await page.getByLabel('Name').fill('Second downtown')
    await page.getByLabel('Phone').fill('+1 555 0111')
    await page.getByRole('button', { name: 'Create branch' }).click()
    await page.assertText('#code-error', 'This code is taken: choose another.')
    await page.assertInputValue('#name', 'Second downtown')
    await page.assertInputValue('#phone', '+1 555 0111')

    await page.getByLabel('Code').fill('d')
    await page.getByRole('button', { name: 'Create branch' }).click()
    await page.assertText('#code-error', 'Use 2 to 10 letters or digits, such as DTN.')
  })

  test('edit a branch, then deactivate another after confirming', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/branches')
    await pickRowAction(page, 'Northside', 'Edit')
    await page.waitForURL('**/branches/*/edit')
    await page.assertTextContains('main', 'NTH-000001')
    await page.getByLabel('Name').fill('Northside Plaza')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.assertTextContains('.toast', 'Branch Northside Plaza (NTH) saved.')
    await page.assertTextContains('h1', 'Northside Plaza')
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Branches' })
      .click()
    await page.waitForURL('**/branches')
    await page.assertTextContains('tbody', 'Northside Plaza')

    const harbourActions = page.getByRole('button', { name: 'Actions for Harbour Mall' })
    const before = await harbourActions.boundingBox()
    await pickRowAction(page, 'Harbour Mall', 'Deactivate…')
    const dialog = page.getByRole('dialog')
    await dialog.getByText('stays with its history').waitFor()
    await dialog.getByRole('button', { name: 'Deactivate branch' }).click()
    await page.assertTextContains('.toast', 'Harbour Mall is deactivated')
    const menu = await openRowActions(page, 'Harbour Mall')
    await menu.getByText('Activate', { exact: true }).waitFor()
    // The row's menu button stays where it was when its state changed.
    assert.deepEqual(await harbourActions.boundingBox(), before)
    await page.keyboard.press('Escape')
    const harbour = await Branch.findByOrFail('code', 'HBR')
    assert.isFalse(harbour.isActive)

    const downtown = await openRowActions(page, 'Downtown')
    await downtown.getByText('Edit', { exact: true }).waitFor()
    assert.equal(await downtown.getByText('Delete…').count(), 0)
    await page.keyboard.press('Escape')
    await pickRowAction(page, 'Harbour Mall', 'Delete…')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete branch' }).click()
    await page.assertTextContains('.toast', 'Branch Harbour Mall (HBR) deleted.')
    assert.isNull(await Branch.findBy('code', 'HBR'))
  })

  test('a manager sees their branches only and cannot add one', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/branches')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–2 of 2')
    assert.equal(await page.getByRole('link', { name: 'New branch' }).count(), 0)
    await page.assertNotExists('text=Harbour Mall')
  })
})
