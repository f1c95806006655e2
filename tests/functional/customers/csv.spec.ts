import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { statusOf, textOf } from '#tests/helpers/responses'
import { parse } from 'csv-parse/sync'
import AuditEvent from '#models/audit_event'
import Customer from '#models/customer'
import CsvImport from '#models/csv_import'
import { STALE_ROW_MESSAGE } from '#services/csv/confirm'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { csvOfSize, previewCsv, uploadCsv } from '#tests/helpers/csv'
import { freshDatabase } from '#tests/helpers/database'

const customerCount = async () =>
  Number((await Customer.query().count('* as total').first())!.$extras.total)

test.group('Customers CSV export', (group) => {
  group.each.setup(() => freshDatabase())

  test('exports exactly the rows of the current filter, all pages, as dated UTF-8 CSV', async ({
    client,
    assert,
  }) => {
    for (let index = 0; index < 30; index++) {
      await Customer.create({ name: `Smith ${String(index).padStart(2, '0')}`, isActive: true })
    }
    await Customer.create({ name: 'Jane Smith', email: 'jane@example.test', isActive: false })
    await Customer.create({ name: 'Bob Stone', email: 'bob@example.test', isActive: true })

    const agent = await signedIn(client, 'cashier@demo.test')
    const response = await agent.get('/customers/export?search=smith&status=active&sort=name_desc')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    assert.match(
      response.header('content-disposition') ?? '',
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    const body = response.text()
    assert.isTrue(body.startsWith('\ufeff'), 'UTF-8 BOM')
    const rows = parse(body, { bom: true, columns: true }) as Record<string, string>[]
    assert.lengthOf(rows, 30)
    assert.equal(rows[0].Name, 'Smith 29')
    assert.equal(rows[29].Name, 'Smith 00')
    assert.deepEqual(Object.keys(rows[0]), ['Name', 'Email', 'Phone', 'Address', 'Notes', 'Active'])
    assert.isTrue(rows.every((row) => row.Active === 'yes'))

    const all = parse(await textOf(agent.get('/customers/export')), { bom: true, columns: true })
    assert.lengthOf(all, 32)
  })

  test('needs customers.manage', async ({ client, assert }) => {
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.get('/customers/export')), 403)
  })
})

test.group('Customers CSV import', (group) => {
  group.each.setup(() => freshDatabase())

  test('good, bad and malicious rows: a preview first, nothing imported before confirm', async ({
    client,
    assert,
  }) => {
    const existing = await Customer.create({
      name: 'Jane Doe',
      email: 'jane@example.test',
      isActive: true,
    })
    const agent = await signedIn(client, 'cashier@demo.test')
    const form = await agent.visit('/customers/import')
    form.assertInertiaComponent('customers/import')

    const file = [
      'Name,Email,Phone,Notes,Active,Loyalty tier',
      'Amelia Watson,AMELIA@example.test,555 0101,,yes,gold',
      ',nobody@example.test,,,,',
      '"Martin, Chloé",chloe@example.test,,"Prefers calls',
      'after 5pm",no,',
      'Other Jane,Jane@Example.test,,,,',
      'Amelia Twin,amelia@example.test,,,,',
      'Bad Mail,not-an-email,,,maybe,',
      '"=HYPERLINK(""http://evil.test"",""click"")",,,@SUM(1+1),,',
      "'+1 Formula Fan,,,'=1+2,,",
    ].join('\r\n')
    const { id, props } = await previewCsv(agent, 'customers', file)

    assert.equal(props.totalRows, 8)
    assert.equal(props.validCount, 5)
    assert.equal(props.errorCount, 3)
    assert.deepEqual([props.newCount, props.changedCount, props.unchangedCount], [4, 1, 0])
    assert.deepEqual(props.ignoredColumns, ['Loyalty tier'])
    assert.deepEqual(
      props.validRows.map((entry: { line: number; status: string }) => [entry.line, entry.status]),
      [
        [2, 'new'],
        [4, 'new'],
        [6, 'changed'],
        [9, 'new'],
        [10, 'new'],
      ]
    )
    // The email matches Jane Doe's (case ignored): the row updates her.
    assert.deepEqual(props.validRows[2].changes, { name: { from: 'Jane Doe', to: 'Other Jane' } })
    const byLine = Object.fromEntries(
      props.errors.map((error: { line: number; messages: string[] }) => [
        error.line,
        error.messages,
      ])
    )
    assert.deepEqual(Object.keys(byLine).map(Number), [3, 7, 8])
    assert.deepEqual(byLine[3], ['name: Enter the name.'])
    assert.deepEqual(byLine[7], ['email: the same as line 2.'])
    assert.includeMembers(byLine[8], [
      'email: Enter a valid email address.',
      'active: Write yes or no.',
    ])

    assert.equal(await customerCount(), 1, 'nothing imported before confirm')
    const kept = await CsvImport.findOrFail(id)
    assert.equal(kept.validCount, 5)

    const confirmed = await agent.post(`/customers/import/${id}/confirm`)
    confirmed.assertHeader('location', '/customers')
    const list = await agent.visit('/customers')
    assert.equal(list.inertiaProps.flash.success, 'Imported 5 customers: 4 new, 1 updated.')
    assert.equal(await customerCount(), 5)
    await existing.refresh()
    assert.equal(existing.name, 'Other Jane')
    const janeChanged = await AuditEvent.findByOrFail('action', 'customer.updated')
    assert.equal(janeChanged.subjectId, String(existing.id))
    assert.deepEqual(janeChanged.changes, { name: { from: 'Jane Doe', to: 'Other Jane' } })
    assert.isNull(await CsvImport.find(id), 'a preview is used once')

    const chloe = await Customer.findByOrFail('email', 'chloe@example.test')
    assert.equal(chloe.name, 'Martin, Chloé')
    assert.equal(chloe.notes, 'Prefers calls\r\nafter 5pm')
    assert.isFalse(chloe.isActive)
    const amelia = await Customer.findByOrFail('email', 'amelia@example.test')
    assert.equal(amelia.phone, '555 0101')
    const link = await Customer.findByOrFail('name', '=HYPERLINK("http://evil.test","click")')
    assert.equal(link.notes, '@SUM(1+1)')
    const fan = await Customer.findByOrFail('name', '+1 Formula Fan')
    assert.equal(fan.notes, '=1+2')

    const event = await AuditEvent.findByOrFail('action', 'customer.imported')
    assert.deepEqual(event.changes, {
      count: { from: null, to: 5 },
      created: { from: null, to: 4 },
      updated: { from: null, to: 1 },
      unchanged: { from: null, to: 0 },
      file: { from: null, to: 'customers.csv' },
    })

    const again = await agent.post(`/customers/import/${id}/confirm`)
    again.assertStatus(404)
    assert.equal(await customerCount(), 5)

    // Formula cells went in as text; on the way out they are neutralised again.
    const csv = await textOf(agent.get('/customers/export?search=formula'))
    const exported = parse(csv, { bom: true, columns: true }) as Record<string, string>[]
    assert.deepEqual(
      exported.map((row) => [row.Name, row.Notes]),
      [["'+1 Formula Fan", "'=1+2"]]
    )
    const hyperlink = parse(await textOf(agent.get('/customers/export?search=HYPERLINK')), {
      bom: true,
      columns: true,
    }) as Record<string, string>[]
    assert.equal(hyperlink[0].Name, '\'=HYPERLINK("http://evil.test","click")')
    assert.equal(hyperlink[0].Notes, "'@SUM(1+1)")
  })

  test('the quotes an export adds against formulas are removed on import: nothing changes', async ({
    client,
    assert,
  }) => {
    const original = await Customer.create({
      name: 'Quote Fan',
      phone: '+44 20 7946 0958',
      address: '-1 Basement, Back St',
      notes: "'=literally this, quote included",
      isActive: true,
    })
    const agent = await signedIn(client, 'admin@demo.test')
    const csv = await textOf(agent.get('/customers/export?search=Quote'))
    const [row] = parse(csv, { bom: true, columns: true }) as Record<string, string>[]
    assert.equal(row.Phone, "'+44 20 7946 0958")
    assert.equal(row.Notes, "''=literally this, quote included")

    const { id, props } = await previewCsv(agent, 'customers', csv)
    assert.equal(props.validCount, 1)
    assert.deepEqual(props.errors, [])
    await agent.post(`/customers/import/${id}/confirm`)
    const copy = await Customer.query()
      .where('name', 'Quote Fan')
      .whereNot('id', original.id)
      .firstOrFail()
    assert.equal(copy.phone, '+44 20 7946 0958')
    assert.equal(copy.address, '-1 Basement, Back St')
    assert.equal(copy.notes, "'=literally this, quote included")
  })

  test('confirm is all or nothing: a clash that appears meanwhile imports no row', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const { id, location } = await previewCsv(
      agent,
      'customers',
      'name,email\nAna Lopez,ana@example.test\nBo Chen,bo@example.test\nCy Young,cy@example.test\n'
    )
    const late = await Customer.create({
      name: 'Bo Early',
      email: 'bo@example.test',
      isActive: true,
    })

    const response = await agent.post(`/customers/import/${id}/confirm`)
    response.assertHeader('location', location)
    assert.equal(await customerCount(), 1)
    assert.isNull(await AuditEvent.findBy('action', 'customer.imported'))

    const page = await agent.visit(location)
    assert.match(page.inertiaProps.flash.error, /^Nothing was imported: 1 row now clash/)
    // The row was new in the preview; Bo Early's email now matches it, so it is not applied blindly.
    assert.deepEqual(page.inertiaProps.preview.errors, [{ line: 3, messages: [STALE_ROW_MESSAGE] }])
    assert.equal(late.name, 'Bo Early')
    assert.equal(page.inertiaProps.preview.validCount, 2)

    await agent.post(`/customers/import/${id}/confirm`)
    assert.equal(await customerCount(), 3)
  })

  test('another user never sees, confirms or discards someone else’s preview', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn(client, 'cashier@demo.test')
    const { id } = await previewCsv(owner, 'customers', 'name\nAna Lopez\n')
    const other = await signedIn(client, 'manager@demo.test')
    assert.equal(await statusOf(other.visit(`/customers/import/${id}`)), 404)
    assert.equal(await statusOf(other.post(`/customers/import/${id}/confirm`)), 404)
    assert.equal(await statusOf(other.send('DELETE', `/customers/import/${id}`)), 404)
    assert.equal(await statusOf(owner.visit('/customers/import/not-a-real-id')), 404)
    assert.equal(await customerCount(), 0)
    assert.exists(await CsvImport.find(id))

    const discarded = await owner.send('DELETE', `/customers/import/${id}`)
    discarded.assertHeader('location', '/customers')
    assert.isNull(await CsvImport.find(id))
    assert.equal(await customerCount(), 0)
  })

  test('files over 5 MB, of another type or without the needed columns are refused', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const errorAfter = async (response: ApiResponse) => {
      response.assertHeader('location', '/customers/import')
      const form = await agent.visit('/customers/import')
      return form.inertiaProps.errors.file as string
    }

    // 5 MB is 5,242,880 bytes: a file of exactly that is read (its header lacks a column), one byte more is not.
    assert.match(
      await errorAfter(await uploadCsv(agent, 'customers', csvOfSize('email', 5_242_880))),
      /must name the column “name”/
    )
    assert.equal(
      await errorAfter(await uploadCsv(agent, 'customers', csvOfSize('name', 5_242_881))),
      'The file is too large: the limit is 5 MB. Split it and import each part.'
    )
    assert.equal(
      await errorAfter(await uploadCsv(agent, 'customers', 'name\nAna', 'customers.xlsx')),
      'Choose a .csv file.'
    )
    assert.match(
      await errorAfter(await uploadCsv(agent, 'customers', 'email\nana@example.test')),
      /must name the column “name”/
    )
    assert.match(
      await errorAfter(await uploadCsv(agent, 'customers', 'name\n"Ana')),
      /not valid CSV/
    )
    const none = await agent.send('POST', '/customers/import', {}, fromPage('/customers/import'))
    none.assertHeader('location', '/customers/import')
    assert.equal(
      await CsvImport.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      0
    )
    assert.equal(await customerCount(), 0)
  })

  test('a stock clerk cannot import', async ({ client, assert }) => {
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(uploadCsv(clerk, 'customers', 'name\nAna')), 403)
  })
})
