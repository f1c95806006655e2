import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Supplier from '#models/supplier'
import SupplierProduct from '#models/supplier_product'
import { CsvImportError, previewImport } from '#services/csv/import'
import { confirmImport } from '#services/csv/confirm'
import { supplierImport } from '#services/suppliers/supplier_csv'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor } from '#tests/helpers/stock'
import { aSupplier } from '#tests/helpers/purchasing'

const HEADER =
  'Code,Name,Contact person,Email,Phone,Address,Tax ID,Payment terms,Lead time (days),Notes,Active'

const supplierCount = async () =>
  Number((await Supplier.query().count('* as total').first())!.$extras.total)

async function preview(content: string) {
  const admin = await actorFor('admin@demo.test')
  const kept = await previewImport(supplierImport, content, {
    userId: admin.user.id,
    filename: 'suppliers.csv',
  })
  return { admin, kept }
}

test.group('Supplier CSV import (service)', (group) => {
  group.each.setup(() => freshDatabase())

  test('checks every row with the form’s rules and names each bad line', async ({ assert }) => {
    await aSupplier('BEV01')
    const { kept } = await preview(
      [
        HEADER,
        'NEW01,New Foods,Ana Ruiz,ORDERS@newfoods.test,555 0101,1 Long Rd,VAT-1,30 days,4,,yes',
        ',No Code,,,,,,,2,,',
        'BAD01,Bad Lead,,,,,,,366,,',
        'BAD02,Fraction,,,,,,,2.5,,',
        'BAD03,Bad Mail,,not-an-email,,,,,1,,maybe',
        'new01,Same Code Other Case,,,,,,,1,,',
        'NEW01,Same Code,,,,,,,1,,',
        'bev01,Renamed Beverages,,,,,,,3,,no',
      ].join('\n')
    )
    assert.equal(kept.totalRows, 8)
    assert.equal(kept.validCount, 2)
    assert.equal(kept.errorCount, 6)
    assert.deepEqual([kept.newCount, kept.changedCount, kept.unchangedCount], [1, 1, 0])
    const byLine = Object.fromEntries(kept.errors.map((error) => [error.line, error.messages]))
    assert.deepEqual(Object.keys(byLine).map(Number), [3, 4, 5, 6, 7, 8])
    assert.deepEqual(byLine[3], ['code: Enter a short code for the supplier, such as BEV01.'])
    assert.deepEqual(byLine[4], ['lead_time_days: Enter a lead time of at most 365 days.'])
    assert.deepEqual(byLine[5], ['lead_time_days: Enter the lead time as a whole number of days.'])
    assert.deepEqual(byLine[6], [
      'email: Enter an email address such as orders@supplier.com.',
      'active: Write yes or no.',
    ])
    assert.deepEqual(byLine[7], ['code: Another row of the file has this code.'])
    assert.deepEqual(byLine[8], ['code: the same as line 2.'])
    assert.equal(await supplierCount(), 1)
  })

  test('confirm creates new suppliers and updates the one with the same code, in one go', async ({
    assert,
  }) => {
    const milk = await labelProduct({ name: 'Milk 1 l' })
    const stored = await aSupplier('BEV01', [
      { productId: milk.id, packSize: 6, isPreferred: true },
    ])
    const { admin, kept } = await preview(
      [
        HEADER,
        'NEW01,New Foods,Ana Ruiz,ORDERS@newfoods.test,555 0101,1 Long Rd,VAT-1,30 days,4,Back door,yes',
        'bev01,Renamed Beverages,,bev01@supplier.test,,,,,3,,no',
      ].join('\r\n')
    )
    const result = await confirmImport(supplierImport, kept.id, admin)
    assert.deepEqual(result, { status: 'imported', created: 1, updated: 1, unchanged: 0 })

    const created = await Supplier.findByOrFail('code', 'NEW01')
    assert.deepInclude(created.serialize(), {
      name: 'New Foods',
      contactName: 'Ana Ruiz',
      email: 'orders@newfoods.test',
      phone: '555 0101',
      address: '1 Long Rd',
      taxId: 'VAT-1',
      paymentTerms: '30 days',
      leadTimeDays: 4,
      notes: 'Back door',
      isActive: true,
    })
    await stored.refresh()
    assert.equal(stored.code, 'bev01')
    assert.equal(stored.name, 'Renamed Beverages')
    assert.isFalse(stored.isActive)
    assert.equal(await supplierCount(), 2)
    // The products a supplier carries are not the file's business.
    const links = await SupplierProduct.query().where('supplier_id', stored.id)
    assert.deepEqual(
      links.map((link) => [link.productId, link.packSize, link.isPreferred]),
      [[milk.id, 6, true]]
    )

    const updated = await AuditEvent.query()
      .where({ action: 'supplier.updated', subject_id: String(stored.id) })
      .firstOrFail()
    assert.deepEqual(updated.changes, {
      code: { from: 'BEV01', to: 'bev01' },
      name: { from: 'Supplier BEV01', to: 'Renamed Beverages' },
      is_active: { from: true, to: false },
    })
    const imported = await AuditEvent.findByOrFail('action', 'supplier.imported')
    assert.deepEqual(imported.changes, {
      count: { from: null, to: 2 },
      created: { from: null, to: 1 },
      updated: { from: null, to: 1 },
      unchanged: { from: null, to: 0 },
      file: { from: null, to: 'suppliers.csv' },
    })
  })

  test('a file with only some columns changes only those; an unchanged row stays as it is', async ({
    assert,
  }) => {
    const stored = await aSupplier('BEV01')
    await aSupplier('DAI01')
    const { admin, kept } = await preview(
      'code,name,lead time\nBEV01,Supplier BEV01,9\nDAI01,Supplier DAI01,3\n'
    )
    assert.deepEqual([kept.newCount, kept.changedCount, kept.unchangedCount], [0, 1, 1])
    const result = await confirmImport(supplierImport, kept.id, admin)
    assert.deepEqual(result, { status: 'imported', created: 0, updated: 1, unchanged: 1 })
    await stored.refresh()
    assert.equal(stored.leadTimeDays, 9)
    assert.equal(stored.email, 'bev01@supplier.test', 'a column the file lacks is kept')
  })

  test('a file past the row bound or without the code column is refused whole', async ({
    assert,
  }) => {
    const rows = Array.from({ length: 5_001 }, (_, index) => `S${index},Supplier ${index}`)
    await assert.rejects(
      () => preview(['code,name', ...rows].join('\n')),
      'The file has 5,001 data rows; this import takes at most 5,000. Split it and import each part.'
    )
    await assert.rejects(() => preview('name\nNo Code'), CsvImportError)
  })
})
