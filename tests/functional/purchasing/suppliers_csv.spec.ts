import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import Supplier from '#models/supplier'
import CsvImport from '#models/csv_import'
import Setting from '#models/setting'
import { statusOf, textOf } from '#tests/helpers/responses'
import { signedIn } from '#tests/helpers/agent'
import { previewCsv, uploadCsv } from '#tests/helpers/csv'
import { freshDatabase } from '#tests/helpers/database'
import { aSupplier } from '#tests/helpers/purchasing'

const supplierCount = async () =>
  Number((await Supplier.query().count('* as total').first())!.$extras.total)

const EXPORT_HEADERS = [
  'Code',
  'Name',
  'Contact person',
  'Email',
  'Phone',
  'Address',
  'Tax ID',
  'Payment terms',
  'Lead time (days)',
  'Notes',
  'Active',
]

test.group('Suppliers CSV export', (group) => {
  group.each.setup(() => freshDatabase())

  test('exports the rows of the current filter in the screen’s words, and imports back unchanged', async ({
    client,
    assert,
  }) => {
    const fresh = await aSupplier('FRS01')
    fresh.merge({ contactName: 'Ana Ruiz', phone: '+34 600 000 000', paymentTerms: '30 days' })
    await fresh.save()
    await aSupplier('DAI01')
    await aSupplier('OLD01', [], { isActive: false })

    // A stock clerk reads suppliers (suppliers.view), so exports them.
    const clerk = await signedIn(client, 'clerk@demo.test')
    const response = await clerk.get('/suppliers/export?status=active&sort=code_desc')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="suppliers-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    const rows = parse(response.text(), { bom: true, columns: true }) as Record<string, string>[]
    assert.deepEqual(Object.keys(rows[0]), EXPORT_HEADERS)
    assert.deepEqual(
      rows.map((row) => row.Code),
      ['FRS01', 'DAI01']
    )
    assert.deepInclude(rows[0], {
      'Name': 'Supplier FRS01',
      'Contact person': 'Ana Ruiz',
      'Email': 'frs01@supplier.test',
      'Phone': "'+34 600 000 000",
      'Payment terms': '30 days',
      'Lead time (days)': '3',
      'Active': 'yes',
    })

    const manager = await signedIn(client, 'manager@demo.test')
    const all = await textOf(manager.get('/suppliers/export'))
    const { id, props } = await previewCsv(manager, 'suppliers', all)
    assert.deepEqual([props.totalRows, props.unchangedCount, props.errorCount], [3, 3, 0])
    await manager.post(`/suppliers/import/${id}/confirm`)
    assert.equal(await supplierCount(), 3)
    await fresh.refresh()
    assert.equal(fresh.phone, '+34 600 000 000')
  })

  test('a German shop gets semicolons, and the file still imports', async ({ client, assert }) => {
    await aSupplier('FRS01')
    await Setting.query().update({ locale: 'de-DE' })
    const manager = await signedIn(client, 'manager@demo.test')
    const csv = await textOf(manager.get('/suppliers/export'))
    assert.isTrue(csv.startsWith('\ufeffCode;Name;Contact person;'))
    const { props } = await previewCsv(manager, 'suppliers', csv)
    assert.deepEqual([props.validCount, props.unchangedCount], [1, 1])
  })

  test('needs suppliers.view', async ({ client, assert }) => {
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.get('/suppliers/export')), 403)
  })
})

test.group('Suppliers CSV import', (group) => {
  group.each.setup(() => freshDatabase())

  test('the preview names the bad line; nothing is written before confirm; confirm writes and updates by code', async ({
    client,
    assert,
  }) => {
    const stored = await aSupplier('BEV01')
    const manager = await signedIn(client, 'manager@demo.test')
    const form = await manager.visit('/suppliers/import')
    form.assertInertiaComponent('suppliers/import')
    assert.deepEqual(
      form.inertiaProps.columns.map((column: { name: string }) => column.name),
      [
        'code',
        'name',
        'contact_person',
        'email',
        'phone',
        'address',
        'tax_id',
        'payment_terms',
        'lead_time_days',
        'notes',
        'active',
      ]
    )

    const file = [
      'code,name,contact person,email,lead_time_days,active',
      'NEW01,New Foods,Ana Ruiz,orders@newfoods.test,4,yes',
      'NEW02,Late Foods,,,a week,',
      'Bev01,Beverages Ltd,Bo Chen,,5,no',
    ].join('\n')
    const { id, location, props } = await previewCsv(manager, 'suppliers', file)
    assert.deepEqual([props.totalRows, props.validCount, props.errorCount], [3, 2, 1])
    assert.deepEqual(props.errors, [
      { line: 3, messages: ['lead_time_days: Enter the lead time as a whole number of days.'] },
    ])
    assert.deepEqual(
      props.validRows.map((entry: { line: number; status: string }) => [entry.line, entry.status]),
      [
        [2, 'new'],
        [4, 'changed'],
      ]
    )
    assert.deepEqual(props.validRows[1].changes, {
      code: { from: 'BEV01', to: 'Bev01' },
      name: { from: 'Supplier BEV01', to: 'Beverages Ltd' },
      contactName: { from: null, to: 'Bo Chen' },
      email: { from: 'bev01@supplier.test', to: null },
      leadTimeDays: { from: 3, to: 5 },
      isActive: { from: true, to: false },
    })
    assert.equal(await supplierCount(), 1, 'nothing imported before confirm')

    const confirmed = await manager.post(`/suppliers/import/${id}/confirm`)
    confirmed.assertHeader('location', '/suppliers')
    const list = await manager.visit('/suppliers')
    assert.equal(list.inertiaProps.flash.success, 'Imported 2 suppliers: 1 new, 1 updated.')
    assert.equal(await supplierCount(), 2)
    const created = await Supplier.findByOrFail('code', 'NEW01')
    assert.deepEqual(
      [created.name, created.contactName, created.email, created.leadTimeDays, created.isActive],
      ['New Foods', 'Ana Ruiz', 'orders@newfoods.test', 4, true]
    )
    await stored.refresh()
    assert.deepEqual(
      [stored.code, stored.name, stored.email, stored.leadTimeDays, stored.isActive],
      ['Bev01', 'Beverages Ltd', null, 5, false]
    )
    assert.isNull(await CsvImport.find(id), 'a preview is used once')
    assert.equal(await statusOf(manager.visit(location)), 404)
  })

  test('a clerk may read suppliers but not import them; a cashier may do neither', async ({
    client,
    assert,
  }) => {
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.visit('/suppliers/import')), 403)
    assert.equal(await statusOf(uploadCsv(clerk, 'suppliers', 'code,name\nA1,Ana')), 403)
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(uploadCsv(cashier, 'suppliers', 'code,name\nA1,Ana')), 403)
    assert.equal(await supplierCount(), 0)

    const page = await clerk.visit('/suppliers')
    assert.isFalse(page.inertiaProps.canManage)
  })
})
