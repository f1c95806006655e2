import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import StocktakeCount from '#models/stocktake_count'
import StocktakeLine from '#models/stocktake_line'
import type Stocktake from '#models/stocktake'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { recordCount } from '#services/stocktakes/record_count'
import { finishCounting } from '#services/stocktakes/finish_counting'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { previewCsv, uploadCsv } from '#tests/helpers/csv'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { MAX_COUNTED_QUANTITY, MAX_COUNT_IMPORT_ROWS } from '#common/limits'

/** A Snacks count at Northside (chips, nuts); cola is a drink, outside it. */
async function snacksCount() {
  const nth = await branchCoded('NTH')
  const chips = await labelProduct({
    name: 'Sea Salt Chips',
    sku: 'SNK-001',
    barcode: '4006381333931',
    category: 'Snacks',
  })
  const nuts = await labelProduct({ name: 'Roasted Nuts', sku: 'SNK-002', category: 'Snacks' })
  const cola = await labelProduct({ name: 'Cola', sku: 'DRK-001', category: 'Drinks' })
  const manager = await actorFor('manager@demo.test')
  const draft = await createStocktake(
    { branchId: nth.id, coverage: 'categories', categories: ['Snacks'], blind: true },
    manager
  )
  const stocktake = await startStocktake(draft, manager)
  return { stocktake, chips, nuts, cola, manager }
}

async function countedOf(stocktake: Stocktake, productId: number) {
  const line = await StocktakeLine.query()
    .where({ stocktake_id: stocktake.id, product_id: productId })
    .firstOrFail()
  return line.counted
}

async function importRows() {
  const [row] = await db.from('csv_imports').count('* as total')
  return Number(row.total)
}

test.group('Stocktakes: CSV import of counts', (group) => {
  group.each.setup(() => freshDatabase())

  test('a preview names each product and every bad row; confirming adds the counts once', async ({
    client,
    assert,
  }) => {
    const { stocktake, chips, nuts } = await snacksCount()
    const clerk = await signedIn(client, 'clerk@demo.test')
    const form = await clerk.visit(`/stocktakes/${stocktake.id}/import`)
    form.assertInertiaComponent('stocktakes/import')
    const file = [
      'Barcode,Qty',
      '4006381333931,3',
      'snk-001,2',
      'SNK-002,"1,000"',
      'DRK-001,4',
      'NOPE-9,1',
      'SNK-002,2.5',
      'SNK-002,abc',
      'SNK-002,-1',
      `SNK-002,${MAX_COUNTED_QUANTITY + 1}`,
      ',3',
      'SNK-002,4',
    ].join('\n')
    const { id, props } = await previewCsv(clerk, `stocktakes/${stocktake.id}`, file)
    assert.equal(props.totalRows, 11)
    assert.equal(props.validCount, 4)
    assert.deepEqual(
      props.validRows.map((shown: { row: { product: string; quantity: number } }) => [
        shown.row.product,
        shown.row.quantity,
      ]),
      [
        ['Sea Salt Chips', 3],
        ['Sea Salt Chips', 2],
        ['Roasted Nuts', 1000],
        ['Roasted Nuts', 4],
      ]
    )
    assert.deepEqual(
      props.errors.map((error: { line: number; messages: string[] }) => [
        error.line,
        error.messages,
      ]),
      [
        [
          5,
          [
            `code: No product of ${stocktake.number} has the SKU or barcode “DRK-001”. Count only what it covers.`,
          ],
        ],
        [
          6,
          [
            `code: No product of ${stocktake.number} has the SKU or barcode “NOPE-9”. Count only what it covers.`,
          ],
        ],
        [7, ['quantity: Enter the quantity as a whole number.']],
        [8, ['quantity: Enter the quantity as a whole number, in digits.']],
        [9, ['quantity: A count cannot be below 0.']],
        [10, ['quantity: Count at most 1,000,000: no shelf holds more. Check the quantity.']],
        [11, ['code: Enter the SKU or barcode counted.']],
      ]
    )
    assert.lengthOf(await StocktakeCount.all(), 0, 'nothing counted before confirm')

    // Someone scans meanwhile: the import adds to it, it does not replace it.
    await recordCount(
      stocktake,
      { productId: chips.id, quantity: 1, source: 'scan' },
      await actorFor('manager@demo.test')
    )
    const confirmed = await clerk.post(`/stocktakes/${stocktake.id}/import/${id}/confirm`)
    confirmed.assertHeader('location', `/stocktakes/${stocktake.id}`)
    const page = await clerk.visit(`/stocktakes/${stocktake.id}`)
    assert.equal(page.inertiaProps.flash.success, 'Imported 4 counts: 4 new.')
    assert.equal(await countedOf(stocktake, chips.id), 6)
    assert.equal(await countedOf(stocktake, nuts.id), 1004)
    const imported = await StocktakeCount.query().where('source', 'import').orderBy('quantity')
    assert.deepEqual(
      imported.map((entry) => entry.quantity),
      [5, 1004],
      'one entry per product'
    )
    const audit = await AuditEvent.findByOrFail('action', 'stocktake.counts_imported')
    assert.equal(audit.subjectId, String(stocktake.id))

    const twice = await clerk.post(`/stocktakes/${stocktake.id}/import/${id}/confirm`)
    twice.assertStatus(404)
    assert.equal(await countedOf(stocktake, chips.id), 6, 'a preview counts once')
  })

  test('a count in review or posted refuses the upload and the confirmation; nothing is written', async ({
    client,
    assert,
  }) => {
    const { stocktake, manager } = await snacksCount()
    const clerk = await signedIn(client, 'clerk@demo.test')
    const { id } = await previewCsv(
      clerk,
      `stocktakes/${stocktake.id}`,
      'code,quantity\nSNK-001,2\n'
    )
    await finishCounting(stocktake, manager)

    const confirm = await clerk.post(`/stocktakes/${stocktake.id}/import/${id}/confirm`)
    confirm.assertStatus(302)
    const page = await clerk.visit(`/stocktakes/${stocktake.id}`)
    assert.equal(
      page.inertiaProps.flash.error,
      `${stocktake.number} is in review: it cannot be counted. Reload the page to see where it stands.`
    )
    assert.lengthOf(await StocktakeCount.all(), 0)

    const upload = await uploadCsv(
      clerk,
      `stocktakes/${stocktake.id}`,
      'code,quantity\nSNK-001,2\n'
    )
    upload.assertStatus(302)
    assert.equal(await importRows(), 1, 'only the earlier preview')
    const after = await clerk.visit(`/stocktakes/${stocktake.id}`)
    assert.equal(after.inertiaProps.flash.error, page.inertiaProps.flash.error)
  })

  test('a file past the row bound is refused whole; a total past any shelf is refused by row', async ({
    client,
    assert,
  }) => {
    const { stocktake, chips, manager } = await snacksCount()
    const clerk = await signedIn(client, 'clerk@demo.test')
    const rows = 'SNK-001,1\n'.repeat(MAX_COUNT_IMPORT_ROWS + 1)
    await uploadCsv(clerk, `stocktakes/${stocktake.id}`, `code,quantity\n${rows}`)
    const form = await clerk.visit(`/stocktakes/${stocktake.id}/import`)
    assert.equal(
      form.inertiaProps.errors.file,
      'The file has 20,001 data rows; this import takes at most 20,000. Split it and import each part.'
    )
    assert.equal(await importRows(), 0)

    await recordCount(
      stocktake,
      { productId: chips.id, quantity: MAX_COUNTED_QUANTITY - 3, source: 'typed' },
      manager
    )
    const { props } = await previewCsv(
      clerk,
      `stocktakes/${stocktake.id}`,
      'code,quantity\nSNK-001,2\nSNK-001,2\nSNK-002,7\n'
    )
    assert.equal(props.validCount, 1)
    assert.deepEqual(
      props.errors.map((error: { line: number }) => error.line),
      [2, 3]
    )
    assert.equal(
      props.errors[0].messages[0],
      'quantity: Sea Salt Chips would reach 1,000,001 units, more than any shelf holds (at most 1,000,000).'
    )
  })
})
