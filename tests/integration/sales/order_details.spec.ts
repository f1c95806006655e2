import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Customer from '#models/customer'
import { parkSale } from '#services/sales/checkout'
import { updateOrderDetails } from '#services/sales/order_details'
import { voidOrder } from '#services/sales/order_voids'
import { CustomerNotForSale, OrderDetailsLocked } from '#exceptions/sale_errors'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'

async function soldAt(branch: string) {
  const product = await stockedProduct(branch, 5, { price: 100, taxRateBp: 0 })
  const { order } = await sellAs(
    'admin@demo.test',
    await cartAt(branch, [{ productId: product.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 100 }],
    })
  )
  return { product, order }
}

test.group('Order details', (group) => {
  group.each.setup(() => freshDatabase())

  test('a completed sale takes another customer and a note, audited by name', async ({
    assert,
  }) => {
    const { order } = await soldAt('DTN')
    const ada = await Customer.create({ name: 'Ada Quinn' })
    const manager = await actorFor('manager@demo.test')
    const updated = await updateOrderDetails(
      order.id,
      { customerId: ada.id, note: 'Gift' },
      manager
    )
    assert.include(updated.$attributes, { customerId: ada.id, note: 'Gift' })
    const event = await AuditEvent.findByOrFail('action', 'order.updated')
    assert.deepEqual(event.changes, {
      customer: { from: null, to: 'Ada Quinn' },
      note: { from: null, to: 'Gift' },
    })
  })

  test('a parked sale and a voided one are locked; an archived customer is refused', async ({
    assert,
  }) => {
    const manager = await actorFor('manager@demo.test')
    const { product, order } = await soldAt('DTN')
    const draft = await parkSale(
      await cartAt('DTN', [{ productId: product.id, quantity: 1 }]),
      manager
    )
    const parked = await updateOrderDetails(
      draft.id,
      { customerId: null, note: 'x' },
      manager
    ).catch((e) => e)
    assert.instanceOf(parked, OrderDetailsLocked)
    assert.equal(parked.message, 'A parked sale is changed at the counter.')

    const archived = await Customer.create({ name: 'Old Account', isActive: false })
    const refused = await updateOrderDetails(
      order.id,
      { customerId: archived.id, note: null },
      manager
    ).catch((e) => e)
    assert.instanceOf(refused, CustomerNotForSale)

    await voidOrder(order.id, 'Rang up twice', manager)
    const voided = await updateOrderDetails(
      order.id,
      { customerId: null, note: 'x' },
      manager
    ).catch((e) => e)
    assert.instanceOf(voided, OrderDetailsLocked)
    assert.equal(voided.message, 'A voided order no longer changes.')
    await order.refresh()
    await draft.refresh()
    assert.deepEqual([order.note, order.customerId, draft.note], [null, null, null])
    assert.equal(
      await AuditEvent.query()
        .where('action', 'order.updated')
        .count('* as n')
        .first()
        .then((row) => Number(row!.$extras.n)),
      0
    )
  })

  test('an order of another branch reads as missing', async ({ assert }) => {
    const { order } = await soldAt('HBR')
    const error = await updateOrderDetails(
      order.id,
      { customerId: null, note: 'Mine' },
      await actorFor('manager@demo.test')
    ).catch((e) => e)
    assert.equal(error.code, 'E_ROW_NOT_FOUND')
    await order.refresh()
    assert.isNull(order.note)
  })
})
