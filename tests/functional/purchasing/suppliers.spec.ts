import { test } from '@japa/runner'
import Supplier from '#models/supplier'
import SupplierProduct from '#models/supplier_product'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { branchCoded } from '#tests/helpers/stock'
import { aSupplier, placedOrder, rowsIn } from '#tests/helpers/purchasing'

const form = (fields: Record<string, unknown> = {}) => ({
  code: 'FRS',
  name: 'Fresh Farms',
  contact_name: 'Ana Ruiz',
  email: 'Orders@FreshFarms.test',
  lead_time_days: 2,
  is_active: true,
  products: [],
  ...fields,
})

test.group('Suppliers over HTTP', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager adds a supplier with its products; one preferred supplier per product', async ({
    client,
    assert,
  }) => {
    const milk = await labelProduct({ name: 'Milk 1 l' })
    const other = await aSupplier('DAI', [{ productId: milk.id, packSize: 6, isPreferred: true }])
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.post(
      '/suppliers',
      form({
        products: [
          { product_id: milk.id, supplier_sku: 'FF-MILK', pack_size: 12, is_preferred: true },
        ],
      }),
      fromPage('/suppliers/create')
    )
    const supplier = await Supplier.findByOrFail('code', 'FRS')
    assert.equal(supplier.email, 'orders@freshfarms.test')
    const links = await SupplierProduct.query().where('product_id', milk.id).orderBy('id')
    assert.deepEqual(
      links.map((link) => [link.supplierId, link.packSize, link.isPreferred]),
      [
        [other.id, 6, false],
        [supplier.id, 12, true],
      ]
    )
    const page = await manager.visit(`/suppliers/${supplier.id}`)
    page.assertInertiaComponent('suppliers/form')
    assert.deepInclude(page.inertiaProps.supplier.products[0], {
      supplierSku: 'FF-MILK',
      packSize: 12,
      isPreferred: true,
      lastCost: null,
    })
  })

  test('bad input is refused beside its field and nothing is written', async ({
    client,
    assert,
  }) => {
    await aSupplier('FRS')
    const manager = await signedIn(client, 'manager@demo.test')
    const errorsAfter = async (body: Record<string, unknown>) => {
      await manager.post('/suppliers', body, fromPage('/suppliers/create'))
      const page = await manager.visit('/suppliers/create')
      return page.inertiaProps.errors as Record<string, string>
    }
    const taken = await errorsAfter(form())
    assert.equal(taken.code, 'Another supplier already has the code FRS.')
    const slow = await errorsAfter(form({ code: 'NEW', lead_time_days: 400 }))
    assert.equal(slow.lead_time_days, 'Enter a lead time of at most 365 days.')
    const product = await labelProduct()
    const empty = await errorsAfter(
      form({
        code: 'NEW',
        products: [{ product_id: product.id, pack_size: 0, is_preferred: false }],
      })
    )
    assert.equal(empty['products.0.pack_size'], 'A pack holds at least 1 unit.')
    assert.equal(await rowsIn('suppliers'), 1)
  })

  test('a supplier an order names is archived, never deleted; the clerk only reads', async ({
    client,
    assert,
  }) => {
    const nth = await branchCoded('NTH')
    const product = await labelProduct()
    const named = await aSupplier('BEV')
    const unused = await aSupplier('NON')
    await placedOrder(named.id, nth.id, [{ productId: product.id, quantity: 1, unitCost: 10 }])
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.send('DELETE', `/suppliers/${named.id}`, {}, fromPage('/suppliers'))
    const list = await manager.visit('/suppliers')
    assert.equal(
      list.inertiaProps.flash.error,
      'Supplier BEV is named by purchase orders: archive it instead of deleting it.'
    )
    await manager.post(`/suppliers/${named.id}/archive`, {}, fromPage('/suppliers'))
    await named.refresh()
    assert.isFalse(named.isActive)
    await manager.send('DELETE', `/suppliers/${unused.id}`, {}, fromPage('/suppliers'))
    assert.isNull(await Supplier.find(unused.id))

    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit(`/suppliers/${named.id}`)
    assert.isFalse(page.inertiaProps.canManage)
    const update = await clerk.send('PUT', `/suppliers/${named.id}`, form())
    update.assertStatus(403)
    const archivedList = await clerk.visit('/suppliers?status=archived')
    assert.deepEqual(
      archivedList.inertiaProps.suppliers.map((row: { code: string }) => row.code),
      ['BEV']
    )
  })
})
