import { test } from '@japa/runner'
import Setting from '#models/setting'
import User from '#models/user'
import { createProduct, updateProduct } from '#services/catalogue/products'
import { recordAudit } from '#services/platform/audit_log'
import { freshDatabase } from '#tests/helpers/database'
import { signInAs } from '#tests/helpers/browser_sessions'

const MILK = {
  name: 'Whole Milk 1 l',
  sku: 'DRY-900',
  barcode: null,
  category: 'Dairy',
  unit: 'carton',
  price: 129,
  cost: 90,
  tax_rate_bp: 825,
  reorder_level: 12,
  is_active: true,
  description: null,
}

test.group('Audit log details', (group) => {
  group.each.setup(() => freshDatabase())

  test('actions in words, the subject a link to its page, amounts in the shop currency and rates as percentages', async ({
    browserContext,
    visit,
  }) => {
    await Setting.query().update({ currency: 'EUR', locale: 'de-DE' })
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const actor = { user: admin, ip: null }
    const milk = await createProduct(MILK, true, actor)
    await updateProduct(milk, { ...MILK, price: 135, cost: 95, tax_rate_bp: 700 }, true, actor)

    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/audit?action=product.updated')
    const details = page.locator('tbody tr').first()
    await details.getByText('Price: 1,29 € → 1,35 €').waitFor()
    await details.getByText('Cost: 0,90 € → 0,95 €').waitFor()
    await details.getByText('Tax rate: 8,25 % → 7 %').waitFor()
    await details.getByRole('cell', { name: 'Changed product', exact: true }).waitFor()
    await details.getByRole('link', { name: 'Whole Milk 1 l' }).click()
    await page.waitForURL((url) => url.pathname === `/products/${milk.id}/edit`)

    await Setting.query().update({ default_tax_rate_bp: 1950 })
    await recordAudit({
      action: 'settings.updated',
      actor: { user: admin, ip: null },
      changes: { default_tax_rate_bp: { from: 0, to: 1950 } },
    })
    await page.goto('/audit?action=settings.updated')
    await page.locator('tbody tr').first().getByText('Default tax rate: 0 % → 19,5 %').waitFor()
  })
})
