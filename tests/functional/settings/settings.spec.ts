import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Product from '#models/product'
import Setting from '#models/setting'
import { recordAudit } from '#services/platform/audit_log'
import { openedBy, tillAt } from '#tests/helpers/tills'
import { Agent, fromPage, signedIn } from '#tests/helpers/agent'
import { confirmedAgent } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf } from '#tests/helpers/responses'

async function currentSetting<Key extends keyof Setting>(key: Key) {
  const settings = await Setting.current()
  return settings[key]
}

const FORM = {
  company_name: 'Corner Market & Co',
  tax_id: 'FR-123',
  currency: 'EUR',
  locale: 'fr-FR',
  business_timezone: 'Europe/Paris',
  prices_include_tax: true,
  default_tax_rate_bp: 825,
  allow_negative_stock: true,
  registration_open: false,
  show_gravatar: false,
  scan_sound: true,
  sale_needs_till_session: true,
  card_sales_without_session: false,
  blind_till_count: true,
  till_lock_minutes: 5,
  receipt_header: '',
  receipt_footer: 'Merci !',
}

test.group('Settings', (group) => {
  group.each.setup(() => freshDatabase())

  test('administrators confirm their password first; other roles get 403', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const first = await admin.visit('/settings')
    first.assertStatus(302)
    first.assertHeader('location', '/confirm-password')
    const confirmed = await admin.post('/confirm-password', { password: 'demo-password' })
    confirmed.assertHeader('location', '/settings')

    const page = await admin.visit('/settings')
    page.assertStatus(200)
    page.assertInertiaComponent('settings/edit')
    assert.deepEqual(page.inertiaProps.settings, {
      companyName: 'Corner Market',
      taxId: 'US-84-1234567',
      currency: 'USD',
      locale: 'en-US',
      businessTimezone: 'UTC',
      pricesIncludeTax: false,
      defaultTaxRateBp: 800,
      allowNegativeStock: false,
      registrationOpen: true,
      showGravatar: false,
      scanSound: true,
      // freshDatabase turns the till session off for the tests not about tills.
      saleNeedsTillSession: false,
      cardSalesWithoutSession: false,
      blindTillCount: true,
      tillLockMinutes: 5,
      receiptHeader: 'Corner Market · Fresh every day',
      receiptFooter: 'Thank you for shopping with us! Returns within 30 days with receipt.',
    })
    assert.isFalse(page.inertiaProps.currencyFixed)
    assert.deepInclude(page.inertiaProps.currencies, { value: 'EUR', label: 'EUR · Euro' })
    assert.deepInclude(page.inertiaProps.timeZones, {
      value: 'UTC',
      label: 'UTC',
      group: 'Other',
    })
    assert.include(
      page.inertiaProps.timeZones.map((zone: { value: string }) => zone.value),
      'America/New_York'
    )
    assert.deepInclude(page.inertiaProps.locales, {
      value: 'fr-CA',
      label: 'French (Canada) · français (Canada) · fr-CA',
    })

    for (const email of ['manager@demo.test', 'cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      assert.equal(await statusOf(agent.visit('/settings')), 403)
      assert.equal(await statusOf(agent.send('PUT', '/settings', FORM)), 403)
    }
    assert.equal(await currentSetting('currency'), 'USD')

    const guest = await new Agent(client).get('/settings')
    guest.assertHeader('location', '/login')
  })

  test('saving needs a confirmed password too', async ({ client, assert }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const response = await admin.send('PUT', '/settings', FORM)
    response.assertHeader('location', '/confirm-password')
    assert.equal(await currentSetting('companyName'), 'Corner Market')
  })

  test('saves every setting, the tax rate as exact basis points, audited', async ({
    client,
    assert,
  }) => {
    const admin = await confirmedAgent(client, 'admin@demo.test')
    const response = await admin.send('PUT', '/settings', {
      ...FORM,
      id: 99,
      created_at: '2001-01-01',
      defaultTaxRateBp: 1,
    })
    response.assertHeader('location', '/settings')

    const settings = await Setting.current()
    assert.containsSubset(settings.serialize(), {
      id: 1,
      companyName: 'Corner Market & Co',
      taxId: 'FR-123',
      currency: 'EUR',
      locale: 'fr-FR',
      businessTimezone: 'Europe/Paris',
      pricesIncludeTax: true,
      defaultTaxRateBp: 825,
      allowNegativeStock: true,
      registrationOpen: false,
      receiptHeader: null,
      receiptFooter: 'Merci !',
    })
    assert.isAbove(settings.createdAt.year, 2001)

    const page = await admin.visit('/settings')
    assert.equal(page.inertiaProps.flash.success, 'Settings saved.')
    assert.equal(page.inertiaProps.settings.defaultTaxRateBp, 825)

    const event = await AuditEvent.findByOrFail('action', 'settings.updated')
    assert.containsSubset(event.changes, {
      currency: { from: 'USD', to: 'EUR' },
      default_tax_rate_bp: { from: 800, to: 825 },
      registration_open: { from: true, to: false },
      receipt_header: { from: 'Corner Market · Fresh every day', to: null },
    })
  })

  test('the till settings: saved, audited, each refused beside itself when missing; blind count off shows the cashier the expected cash', async ({
    client,
    assert,
  }) => {
    const session = await openedBy('cashier@demo.test', await tillAt('DTN', 'Front 1'))
    const cashier = await signedIn(client, 'cashier@demo.test')
    const blind = await cashier.visit(`/tills/sessions/${session.id}`)
    assert.isFalse(blind.inertiaProps.can.seeExpected)

    const admin = await confirmedAgent(client, 'admin@demo.test')
    const partial: Partial<typeof FORM> = { ...FORM }
    delete partial.sale_needs_till_session
    delete partial.blind_till_count
    await admin.send('PUT', '/settings', partial, fromPage('/settings'))
    const refused = await admin.visit('/settings')
    assert.exists(refused.inertiaProps.errors.sale_needs_till_session)
    assert.exists(refused.inertiaProps.errors.blind_till_count)
    assert.isTrue(await currentSetting('blindTillCount'))

    // The session's float fixes the currency.
    await admin.send('PUT', '/settings', {
      ...FORM,
      currency: 'USD',
      sale_needs_till_session: true,
      card_sales_without_session: true,
      blind_till_count: false,
    })
    const page = await admin.visit('/settings')
    assert.deepInclude(page.inertiaProps.settings, {
      saleNeedsTillSession: true,
      cardSalesWithoutSession: true,
      blindTillCount: false,
    })
    const event = await AuditEvent.findByOrFail('action', 'settings.updated')
    assert.containsSubset(event.changes, {
      sale_needs_till_session: { from: false, to: true },
      card_sales_without_session: { from: false, to: true },
      blind_till_count: { from: true, to: false },
    })
    const open = await cashier.visit(`/tills/sessions/${session.id}`)
    assert.isTrue(open.inertiaProps.can.seeExpected)
    assert.equal(open.inertiaProps.session.expectedCash, 10_000)
  })

  test('the minutes before a till locks: 1 to 60, refused beside the field outside them, saved and audited', async ({
    client,
    assert,
  }) => {
    const admin = await confirmedAgent(client, 'admin@demo.test')
    for (const minutes of [0, 61, 2.5]) {
      await admin.send(
        'PUT',
        '/settings',
        { ...FORM, till_lock_minutes: minutes },
        fromPage('/settings')
      )
      const refused = await admin.visit('/settings')
      assert.exists(refused.inertiaProps.errors.till_lock_minutes, String(minutes))
    }
    assert.equal(await currentSetting('tillLockMinutes'), 5)
    for (const minutes of [1, 60]) {
      await admin.send('PUT', '/settings', { ...FORM, till_lock_minutes: minutes })
      assert.equal(await currentSetting('tillLockMinutes'), minutes)
    }
    const events = await AuditEvent.query().where('action', 'settings.updated').orderBy('id')
    assert.deepInclude(events[1].changes, { till_lock_minutes: { from: 1, to: 60 } })
  })

  test('the new currency, locale and time zone reach every page at once', async ({
    client,
    assert,
  }) => {
    await recordAudit({ action: 'settings.updated', actor: { user: null, ip: null } })
    const admin = await confirmedAgent(client, 'admin@demo.test')
    await admin.send('PUT', '/settings', { ...FORM, business_timezone: 'Asia/Tokyo' })
    const audit = await admin.visit('/audit')
    assert.deepEqual(audit.inertiaProps.shop, {
      companyName: 'Corner Market & Co',
      currency: 'EUR',
      locale: 'fr-FR',
      timezone: 'Asia/Tokyo',
      showGravatar: false,
      scanSound: true,
    })
    const manager = await signedIn(client, 'manager@demo.test')
    const dashboard = await manager.visit('/dashboard')
    assert.equal(dashboard.inertiaProps.shop.timezone, 'Asia/Tokyo')
  })

  test('Gravatar pictures are off until the shop turns them on', async ({ client, assert }) => {
    const manager = await signedIn(client, 'manager@demo.test')
    const before = await manager.visit('/dashboard')
    assert.isFalse(before.inertiaProps.shop.showGravatar)

    const admin = await confirmedAgent(client, 'admin@demo.test')
    await admin.send('PUT', '/settings', { ...FORM, show_gravatar: true })
    assert.isTrue(await currentSetting('showGravatar'))
    const after = await manager.visit('/dashboard')
    assert.isTrue(after.inertiaProps.shop.showGravatar)
    const event = await AuditEvent.findByOrFail('action', 'settings.updated')
    assert.deepEqual(event.changes?.show_gravatar, { from: false, to: true })

    // The scan fields' sound is the shop's too: off for a quiet shop.
    await admin.send('PUT', '/settings', { ...FORM, show_gravatar: true, scan_sound: false })
    assert.isFalse(await currentSetting('scanSound'))
    const quiet = await admin.visit('/dashboard')
    assert.isFalse(quiet.inertiaProps.shop.scanSound)
  })

  test('an unknown currency, time zone, locale or rate is refused beside its field', async ({
    client,
    assert,
  }) => {
    const admin = await confirmedAgent(client, 'admin@demo.test')
    const response = await admin.send(
      'PUT',
      '/settings',
      {
        ...FORM,
        company_name: '',
        currency: 'XXQ',
        business_timezone: 'Europe/Atlantis',
        locale: 'not a locale',
        default_tax_rate_bp: '150',
      },
      (request) => request.header('referer', '/settings')
    )
    response.assertHeader('location', '/settings')
    const page = await admin.visit('/settings')
    assert.deepEqual(page.inertiaProps.errors, {
      company_name: 'Enter the company name.',
      currency: 'Choose a currency from the list (an ISO 4217 code such as USD).',
      business_timezone: 'Choose a time zone from the list, such as Europe/Paris or UTC.',
      locale: 'Choose a locale from the list, such as English (United States).',
      default_tax_rate_bp: 'Enter the default tax rate as a number.',
    })
    const settings = await Setting.current()
    assert.equal(settings.currency, 'USD')
    assert.equal(settings.businessTimezone, 'UTC')
    assert.lengthOf(await AuditEvent.query().where('action', 'settings.updated'), 0)
  })

  test('the locale and the time zone are chosen from the lists the page offers', async ({
    client,
    assert,
  }) => {
    const admin = await confirmedAgent(client, 'admin@demo.test')
    // Intl formats numbers for de-LI, but the list does not offer it: refused.
    await admin.send('PUT', '/settings', { ...FORM, locale: 'de-LI' }, (request) =>
      request.header('referer', '/settings')
    )
    const page = await admin.visit('/settings')
    assert.deepEqual(page.inertiaProps.errors, {
      locale: 'Choose a locale from the list, such as English (United States).',
    })
    assert.equal(await currentSetting('locale'), 'en-US')

    const offered = {
      locale: page.inertiaProps.locales.find((option: any) => option.value === 'ar-SA').value,
      zone: page.inertiaProps.timeZones.find((option: any) => option.value === 'Asia/Riyadh').value,
    }
    await admin.send('PUT', '/settings', {
      ...FORM,
      locale: offered.locale,
      business_timezone: offered.zone,
    })
    assert.equal(await currentSetting('locale'), 'ar-SA')
    assert.equal(await currentSetting('businessTimezone'), 'Asia/Riyadh')
  })

  test('once a product exists the currency is fixed: shown read-only, refused by the server', async ({
    client,
    assert,
  }) => {
    await Product.create({ name: 'Apple', sku: 'APL-1', unit: 'each', price: 120, cost: 80 })
    const admin = await confirmedAgent(client, 'admin@demo.test')
    const page = await admin.visit('/settings')
    assert.isTrue(page.inertiaProps.currencyFixed)

    const response = await admin.send('PUT', '/settings', FORM, fromPage('/settings'))
    response.assertHeader('location', '/settings')
    const again = await admin.visit('/settings')
    assert.equal(
      again.inertiaProps.errors.currency,
      'The currency stays USD: prices and other amounts are already stored in it.'
    )
    const settings = await Setting.current()
    assert.equal(settings.currency, 'USD')
    assert.equal(settings.companyName, 'Corner Market')

    await admin.send('PUT', '/settings', { ...FORM, currency: 'USD' })
    const saved = await Setting.current()
    assert.equal(saved.currency, 'USD')
    assert.equal(saved.locale, 'fr-FR')
  })

  test('the menu offers Settings to administrators only', async ({ client, assert }) => {
    for (const [email, shown] of [
      ['admin@demo.test', true],
      ['manager@demo.test', false],
      ['cashier@demo.test', false],
      ['clerk@demo.test', false],
    ] as const) {
      const agent = await signedIn(client, email)
      const page = await agent.visit('/dashboard')
      const names = page.inertiaProps.menu.map((node: { name: string }) => node.name)
      assert.equal(names.includes('Settings'), shown, email)
    }
  })
})
