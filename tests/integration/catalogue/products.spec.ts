import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AuditEvent from '#models/audit_event'
import Product from '#models/product'
import {
  createProduct,
  deleteProduct,
  setProductActive,
  unusedInStoreBarcode,
  updateProduct,
  type ProductInput,
} from '#services/catalogue/products'
import { scratchReference } from '#tests/helpers/references'
import { checkBarcode, symbologyOf } from '#common/barcode'
import { demoProductRows } from '#database/demo/products'
import { freshDatabase } from '#tests/helpers/database'
import { UserFactory } from '#database/factories/user_factory'
import { ProductCodeTaken } from '#exceptions/product_errors'
import ProductTransformer from '#transformers/product_transformer'

const INPUT: ProductInput = {
  name: 'Whole Milk 1 l',
  sku: 'DRY-900',
  barcode: '4006381333931',
  category: 'Dairy',
  unit: 'carton',
  price: 129,
  cost: 90,
  tax_rate_bp: 0,
  reorder_level: 12,
  is_active: true,
  description: null,
}

test.group('Product margin', () => {
  test('in basis points of the price, rounded half away from zero', ({ assert }) => {
    const marginOf = (price: number, cost: number | null) =>
      new ProductTransformer(
        new Product().merge({ name: 'Milk', price, cost, updatedAt: DateTime.utc() }),
        true
      ).toObject().marginBp
    assert.strictEqual(marginOf(279, 150), 4624)
    assert.strictEqual(marginOf(800, 700), 1250)
    // -12.5 basis points: Math.round would say -12.
    assert.strictEqual(marginOf(800, 801), -13)
    assert.strictEqual(marginOf(800, 799), 13)
    assert.strictEqual(marginOf(129, 129), 0)
    assert.isNull(marginOf(0, 90))
  })

  test('an unknown cost gives an unknown margin, not 100 %', ({ assert }) => {
    const product = new Product().merge({ name: 'Milk', price: 279, cost: null })
    product.updatedAt = DateTime.utc()
    const shown = new ProductTransformer(product, true).toObject()
    assert.isNull(shown.cost)
    assert.isNull(shown.marginBp)
    const hidden = new ProductTransformer(product, false).toObject()
    assert.notProperty(hidden, 'cost')
    assert.notProperty(hidden, 'marginBp')
  })
})

test.group('Demo catalogue', () => {
  test('about 200 products over 8 categories with valid, unique codes', ({ assert }) => {
    const rows = demoProductRows()
    assert.lengthOf(rows, 200)
    assert.lengthOf(new Set(rows.map((row) => row.category)), 8)
    assert.lengthOf(new Set(rows.map((row) => row.sku)), rows.length)
    const barcodes = rows.flatMap((row) => (row.barcode ? [row.barcode] : []))
    assert.lengthOf(new Set(barcodes), barcodes.length)
    for (const code of barcodes) assert.isTrue(checkBarcode(code).valid, code)
    const symbologies = barcodes.map(symbologyOf)
    for (const symbology of ['ean13', 'ean8', 'upca', 'code128'] as const) {
      assert.isAbove(symbologies.filter((value) => value === symbology).length, 4, symbology)
    }
    assert.isAbove(
      symbologies.filter((value) => value === 'ean13').length,
      rows.length / 2,
      'mostly EAN-13'
    )
    assert.isAbove(rows.length - barcodes.length, 2, 'a few without barcode')
    for (const row of rows) {
      assert.isTrue(Number.isInteger(row.price) && Number.isInteger(row.cost), row.name)
      assert.isBelow(row.cost, row.price, row.name)
    }
    const inactive = rows.filter((row) => !row.isActive).length
    assert.isTrue(inactive > 0 && inactive < 10)
  })
})

test.group('Product service', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  async function admin() {
    const user = await UserFactory.create()
    return { user, ip: '127.0.0.1' }
  }

  test('creating records the product and an audit event', async ({ assert }) => {
    const product = await createProduct(INPUT, true, await admin())
    assert.equal(product.cost, 90)
    const event = await AuditEvent.findByOrFail('action', 'product.created')
    assert.equal(event.subjectId, String(product.id))
    assert.deepEqual(event.changes?.price, { from: null, to: 129 })
  })

  test('cost is ignored for someone who may not see it', async ({ assert }) => {
    const product = await createProduct({ ...INPUT, cost: 90 }, false, await admin())
    await product.refresh()
    assert.isNull(product.cost)
    await updateProduct(product, { ...INPUT, cost: 500, price: 150 }, false, await admin())
    const saved = await Product.findOrFail(product.id)
    assert.isNull(saved.cost)
    assert.equal(saved.price, 150)
  })

  test('an empty cost is stored as unknown and can be cleared again', async ({ assert }) => {
    const actor = await admin()
    const product = await createProduct({ ...INPUT, cost: null }, true, actor)
    await product.refresh()
    assert.isNull(product.cost)
    const created = await AuditEvent.findByOrFail('action', 'product.created')
    assert.notProperty(created.changes ?? {}, 'cost')

    await updateProduct(product, { ...INPUT, cost: 0 }, true, actor)
    await product.refresh()
    assert.strictEqual(product.cost, 0, 'a real zero stays zero')
    await updateProduct(product, { ...INPUT, cost: null }, true, actor)
    await product.refresh()
    assert.isNull(product.cost)
    const updates = await AuditEvent.query().where('action', 'product.updated').orderBy('id')
    assert.deepEqual(
      updates.map((event) => event.changes?.cost),
      [
        { from: null, to: 0 },
        { from: 0, to: null },
      ]
    )
  })

  test('price changes are audited on their own, every change in the update', async ({ assert }) => {
    const actor = await admin()
    const product = await createProduct(INPUT, true, actor)
    await updateProduct(product, { ...INPUT, price: 149, cost: 95, unit: 'bottle' }, true, actor)
    const priceChanged = await AuditEvent.findByOrFail('action', 'product.price_changed')
    assert.deepEqual(priceChanged.changes, { price: { from: 129, to: 149 } })
    const updated = await AuditEvent.findByOrFail('action', 'product.updated')
    assert.deepEqual(updated.changes, {
      unit: { from: 'carton', to: 'bottle' },
      price: { from: 129, to: 149 },
      cost: { from: 90, to: 95 },
    })

    await updateProduct(product, { ...INPUT, price: 149, cost: 95, unit: 'bottle' }, true, actor)
    assert.lengthOf(await AuditEvent.query().where('action', 'product.updated'), 1, 'no-op')
  })

  test('deactivating and activating are audited once each', async ({ assert }) => {
    const actor = await admin()
    const product = await createProduct(INPUT, true, actor)
    await setProductActive(product, false, actor)
    await setProductActive(product, false, actor)
    await product.refresh()
    assert.isFalse(product.isActive)
    await setProductActive(product, true, actor)
    assert.lengthOf(await AuditEvent.query().where('action', 'product.deactivated'), 1)
    assert.lengthOf(await AuditEvent.query().where('action', 'product.activated'), 1)
  })

  test('a product something refers to is not deleted', async ({ assert, cleanup }) => {
    const actor = await admin()
    const product = await createProduct(INPUT, true, actor)
    const other = await createProduct({ ...INPUT, sku: 'DRY-901', barcode: null }, true, actor)
    const movements = await scratchReference('product', 'stock movements', cleanup)
    await movements.refer(product.id)

    await assert.rejects(
      () => deleteProduct(product, actor),
      `${INPUT.name} is used by stock movements, so it cannot be deleted. Deactivate it instead.`
    )
    assert.isNotNull(await Product.find(product.id))

    await deleteProduct(other, actor)
    assert.isNull(await Product.find(other.id))
    assert.lengthOf(await AuditEvent.query().where('action', 'product.deleted'), 1)
  })

  test('a code taken between validation and save is refused by the index, named by field', async ({
    assert,
  }) => {
    const actor = await admin()
    await createProduct(INPUT, true, actor)
    await assert.rejects(
      () => createProduct({ ...INPUT, barcode: null }, true, actor),
      ProductCodeTaken,
      'Another product already has this SKU.'
    )
    await assert.rejects(
      () => createProduct({ ...INPUT, sku: 'dry-900', barcode: null }, true, actor),
      ProductCodeTaken,
      'Another product already has this SKU.'
    )
    await assert.rejects(
      () => createProduct({ ...INPUT, sku: 'DRY-901' }, true, actor),
      ProductCodeTaken,
      'Another product already has this barcode.'
    )
    assert.lengthOf(await Product.all(), 1)
    assert.lengthOf(await AuditEvent.query().where('action', 'product.created'), 1)
  })

  test('a generated barcode skips codes already in use', async ({ assert }) => {
    await createProduct({ ...INPUT, barcode: '2000000000008' }, true, await admin())
    const draws = ['2000000000008', '2912345678906']
    const code = await unusedInStoreBarcode(() => draws.shift()!)
    assert.equal(code, '2912345678906')

    const fresh = await unusedInStoreBarcode()
    assert.match(fresh, /^2\d{12}$/)
    assert.deepEqual(checkBarcode(fresh), { valid: true, symbology: 'ean13' })
  })
})
