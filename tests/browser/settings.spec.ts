import { test } from '@japa/runner'
import Setting from '#models/setting'
import { freshDatabase } from '#tests/helpers/database'
import { confirmPassword, openFromMenu } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'

test.group('Settings (browser)', (group) => {
  group.each.setup(() => freshDatabase())

  test('confirm the password, save, and see the new formats at once', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/dashboard')
    await openFromMenu(page, 'Settings')
    await confirmPassword(page)
    await page.waitForURL('**/settings')

    await page.getByLabel('Company name').fill('Corner Market GmbH')
    await page.getByLabel('Currency').selectOption('EUR')
    await page.getByLabel('Locale').selectOption('de-DE')
    // Chosen from a list by region, each zone with its offset.
    await page.getByLabel('Business time zone').selectOption('Asia/Tokyo')
    await page.assertText(
      '#business_timezone optgroup[label="Asia"] option:checked',
      'Tokyo (UTC+09:00)'
    )
    await page.getByLabel('Business time zone').selectOption('Europe/Berlin')
    await page.getByLabel('Default tax rate', { exact: true }).fill('19,5')
    await page.assertTextContains('[data-testid="format-preview"]', '1.234,56')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.assertTextContains('.toast', 'Settings saved.')
    // The shop is de-DE now: the rate is shown as de-DE writes it.
    await page.assertInputValue('#default_tax_rate_bp', '19,5')

    const settings = await Setting.current()
    assert.equal(settings.companyName, 'Corner Market GmbH')
    assert.equal(settings.currency, 'EUR')
    assert.equal(settings.defaultTaxRateBp, 1950)
    assert.equal(settings.businessTimezone, 'Europe/Berlin')
  })

  test('a wrong tax rate is shown beside its field and nothing typed is lost', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/settings')
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.waitForURL('**/settings')

    await page.getByLabel('Receipt footer').fill('See you soon!')
    await page.getByLabel('Default tax rate', { exact: true }).fill('8.255')
    // The field says so at once; the server refuses what was sent all the same.
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/settings') && response.request().method() === 'PUT'
    )
    await page.getByRole('button', { name: 'Save settings' }).click()
    await refused
    await page.assertText(
      '#default_tax_rate_bp-error',
      'Enter a percentage from 0 to 100 with at most 2 decimals after ".", like 8.25.'
    )
    await page.assertInputValue('#receipt_footer', 'See you soon!')
    const settings = await Setting.current()
    assert.equal(settings.defaultTaxRateBp, 800)
  })
})
