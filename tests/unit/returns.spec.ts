import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import type Order from '#models/order'
import OrderLine from '#models/order_line'
import SaleReturn from '#models/sale_return'
import Setting from '#models/setting'
import StockMovement from '#models/stock_movement'
import { parkSale } from '#services/sales/checkout'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn, type ReturnInput } from '#services/sales/returns'
import {
  OrderNotReturnable,
  ReturnExceedsSold,
  ReturnLineNotInOrder,
} from '#exceptions/sale_errors'
import { freshDatabase } from '#tests/helpers/database'
import {
  assertManyConnections,
  cartAt,
  onHandAt,
  sellAs,
  stockedProduct,
} from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant } from '#tests/helpers/stock'

/**
 * Three units at 10.00 with 10 % tax added and a 0.01 order discount: net
 * 29.99, tax 3.00 (2.999 rounded), the customer paid 32.99 for the line.
 */
async function soldThree(branch = 'DTN', seller = 'admin@demo.test') {
  const product = await stockedProduct(branch, 10, { price: 1000, taxRateBp: 1000, cost: 600 })
  const { order } = await sellAs(
    seller,
    await cartAt(branch, [{ productId: product.id, quantity: 3 }], {
      orderDiscount: { kind: 'amount', value: 1 },
      payments: [{ method: 'cash', amount: 5000 }],
    })
  )
  const line = await OrderLine.findByOrFail('order_id', order.id)
  return { product, order, line }
}

function returning(
  order: Order,
  lines: ReturnInput['lines'],
  fields: Partial<ReturnInput> = {}
): ReturnInput {
  return { orderId: order.id, reason: 'defective', refundMethod: 'cash', lines, ...fields }
}

async function returnedOf(lineId: number) {
  const line = await OrderLine.findOrFail(lineId)
  return line.returnedQuantity
}

test.group('Returns', (group) => {
  group.each.setup(() => freshDatabase())

  test('one unit at a time refunds 11.00, 10.99 and 11.00: exactly the 32.99 paid, tax 1.00 each', async ({
    assert,
  }) => {
    const { product, order, line } = await soldThree()
    assert.equal(line.lineTotal, 3299)
    assert.equal(line.taxAmount, 300)
    const admin = await actorFor('admin@demo.test')
    const refunds: number[] = []
    const taxes: number[] = []
    const statuses: string[] = []
    for (let index = 0; index < 3; index++) {
      const saleReturn = await createReturn(
        returning(order, [{ orderLineId: line.id, quantity: 1, restock: true }]),
        admin
      )
      refunds.push(saleReturn.refundTotal)
      taxes.push(saleReturn.taxTotal)
      await order.refresh()
      statuses.push(order.status)
    }
    assert.deepEqual(refunds, [1100, 1099, 1100])
    assert.deepEqual(taxes, [100, 100, 100])
    assert.deepEqual(statuses, ['partially_returned', 'partially_returned', 'returned'])
    const numbers = await SaleReturn.query().orderBy('id')
    assert.deepEqual(
      numbers.map((row) => row.number),
      ['RT-000001', 'RT-000002', 'RT-000003']
    )
    assert.equal(await returnedOf(line.id), 3)
    // Sold 3 of 10, all back on the shelf.
    assert.equal(await onHandAt(product.id, 'DTN'), 10)
    await assertLedgerInvariant(assert)
  })

  test('two at once refund the share of two; a fourth unit is refused and writes nothing', async ({
    assert,
  }) => {
    const { order, line } = await soldThree()
    const admin = await actorFor('admin@demo.test')
    const saleReturn = await createReturn(
      returning(order, [{ orderLineId: line.id, quantity: 2, restock: true }], {
        reason: 'changed_mind',
        refundMethod: 'card',
        note: 'Bought too many',
      }),
      admin
    )
    // 32.99 x 2/3 = 21.993 -> 21.99; tax 3.00 x 2/3 = 2.00.
    assert.equal(saleReturn.refundTotal, 2199)
    assert.equal(saleReturn.taxTotal, 200)
    assert.equal(saleReturn.reason, 'changed_mind')
    assert.equal(saleReturn.refundMethod, 'card')
    assert.equal(saleReturn.branchId, order.branchId)
    await saleReturn.load('lines')
    assert.lengthOf(saleReturn.lines, 1)
    assert.include(saleReturn.lines[0].$attributes, {
      orderLineId: line.id,
      quantity: 2,
      refundAmount: 2199,
      taxAmount: 200,
      restock: true,
    })

    const error = await createReturn(
      returning(order, [{ orderLineId: line.id, quantity: 2, restock: true }]),
      admin
    ).catch((caught) => caught)
    assert.instanceOf(error, ReturnExceedsSold)
    assert.equal(error.message, `Only 1 of ${line.productName} can still be returned.`)
    assert.equal(error.field, 'lines.0.quantity')
    assert.equal(await returnedOf(line.id), 2)
    assert.equal(
      await SaleReturn.query()
        .count('* as n')
        .then((rows) => rows[0].$extras.n),
      1
    )
  })

  test('restocked units come back through the ledger; written-off units do not', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 10, { price: 500, taxRateBp: 0 })
    const other = await stockedProduct('DTN', 10, { price: 300, taxRateBp: 0 })
    const { order } = await sellAs(
      'admin@demo.test',
      await cartAt(
        'DTN',
        [
          { productId: product.id, quantity: 2 },
          { productId: other.id, quantity: 2 },
        ],
        { payments: [{ method: 'cash', amount: 1600 }] }
      )
    )
    const [first, second] = await OrderLine.query().where('order_id', order.id).orderBy('position')
    const saleReturn = await createReturn(
      returning(order, [
        { orderLineId: first.id, quantity: 2, restock: true },
        { orderLineId: second.id, quantity: 1, restock: false },
      ]),
      await actorFor('admin@demo.test')
    )
    assert.equal(saleReturn.refundTotal, 1000 + 300)
    assert.equal(await onHandAt(product.id, 'DTN'), 10)
    assert.equal(await onHandAt(other.id, 'DTN'), 8)
    const rows = await StockMovement.query().where('type', 'return')
    assert.lengthOf(rows, 1)
    assert.include(rows[0].$attributes, {
      productId: product.id,
      quantity: 2,
      referenceType: 'return',
      referenceId: saleReturn.id,
    })
    await order.refresh()
    assert.equal(order.status, 'partially_returned')
    const event = await AuditEvent.findByOrFail('action', 'return.created')
    assert.equal(event.subjectId, String(order.id))
    assert.deepEqual(event.changes!.return, { from: null, to: 'RT-000001' })
    await assertLedgerInvariant(assert)
  })

  test('tax-inclusive prices: the refund is the share of the price paid, tax inside it', async ({
    assert,
  }) => {
    await Setting.query().update({ prices_include_tax: true })
    const { order, line } = await soldThree()
    // 30.00 less 0.01 = 29.99 paid, of which 10/110 is tax: 2.726 -> 2.73.
    assert.equal(line.lineTotal, 2999)
    assert.equal(line.taxAmount, 273)
    const saleReturn = await createReturn(
      returning(order, [{ orderLineId: line.id, quantity: 1, restock: true }]),
      await actorFor('admin@demo.test')
    )
    assert.equal(saleReturn.refundTotal, 1000)
    assert.equal(saleReturn.taxTotal, 91)
  })

  test('an order returned in full takes no further return, with the reason', async ({ assert }) => {
    const admin = await actorFor('admin@demo.test')
    const { order: whole, line: wholeLine } = await soldThree()
    await createReturn(
      returning(whole, [{ orderLineId: wholeLine.id, quantity: 3, restock: true }]),
      admin
    )
    const again = await createReturn(
      returning(whole, [{ orderLineId: wholeLine.id, quantity: 1, restock: true }]),
      admin
    ).catch((caught) => caught)
    assert.instanceOf(again, OrderNotReturnable)
    assert.equal(again.message, `Everything sold on order ${whole.number} has been returned.`)
    assert.equal(await returnedOf(wholeLine.id), 3)
  })

  test('refused: a parked sale, a voided order, a line of another order, another branch', async ({
    assert,
  }) => {
    const admin = await actorFor('admin@demo.test')
    const { product, order, line } = await soldThree()
    const draft = await parkSale(
      await cartAt('DTN', [{ productId: product.id, quantity: 1 }]),
      admin
    )
    await assert.rejects(
      () =>
        createReturn(
          returning(draft, [{ orderLineId: line.id, quantity: 1, restock: true }]),
          admin
        ),
      OrderNotReturnable as never
    )

    const { order: other } = await soldThree()
    const error = await createReturn(
      returning(other, [{ orderLineId: line.id, quantity: 1, restock: true }]),
      admin
    ).catch((caught) => caught)
    assert.instanceOf(error, ReturnLineNotInOrder)
    assert.equal(error.field, 'lines.0.order_line_id')

    await voidOrder(order.id, 'Rang up twice', admin)
    const voided = await createReturn(
      returning(order, [{ orderLineId: line.id, quantity: 1, restock: true }]),
      admin
    ).catch((caught) => caught)
    assert.instanceOf(voided, OrderNotReturnable)
    assert.equal(
      voided.message,
      `Order ${order.number} was voided: nothing can be returned against it.`
    )

    // Harbour Mall is none of the manager's branches: its order reads as missing.
    const harbour = await soldThree('HBR')
    const manager = await actorFor('manager@demo.test')
    const missing = await createReturn(
      returning(harbour.order, [{ orderLineId: harbour.line.id, quantity: 1, restock: true }]),
      manager
    ).catch((caught) => caught)
    assert.equal(missing.code, 'E_ROW_NOT_FOUND')
    assert.equal(await returnedOf(harbour.line.id), 0)
    assert.equal(
      await SaleReturn.query()
        .count('* as n')
        .then((rows) => rows[0].$extras.n),
      0
    )
  })
})

test.group('Returns under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase())

  test('20 concurrent one-unit returns of a 5-unit line: 5 taken, never more than sold', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const product = await stockedProduct('DTN', 5, { price: 1001, taxRateBp: 0 })
    const { order } = await sellAs(
      'admin@demo.test',
      await cartAt('DTN', [{ productId: product.id, quantity: 5 }], {
        orderDiscount: { kind: 'amount', value: 2 },
        payments: [{ method: 'card', amount: 5003 }],
      })
    )
    const line = await OrderLine.findByOrFail('order_id', order.id)
    const admin = await actorFor('admin@demo.test')
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createReturn(
          returning(order, [{ orderLineId: line.id, quantity: 1, restock: true }]),
          admin
        )
      )
    )
    const taken = results.filter((result) => result.status === 'fulfilled')
    // A return that waited for the lock past the last unit meets the order returned in full.
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        (result.reason instanceof ReturnExceedsSold || result.reason instanceof OrderNotReturnable)
    )
    assert.equal(taken.length, 5)
    assert.equal(refused.length, 15)
    assert.equal(await returnedOf(line.id), 5)
    const [{ refunded }] = await db.from('returns').sum('refund_total as refunded')
    assert.equal(Number(refunded), line.lineTotal)
    await order.refresh()
    assert.equal(order.status, 'returned')
    assert.equal(await onHandAt(product.id, 'DTN'), 5)
    await assertLedgerInvariant(assert)
  }).timeout(60_000)

  test('two returns of 3 of 4 units at once: one is taken, the other refused', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const product = await stockedProduct('DTN', 4, { price: 250, taxRateBp: 0 })
    const { order } = await sellAs(
      'admin@demo.test',
      await cartAt('DTN', [{ productId: product.id, quantity: 4 }], {
        payments: [{ method: 'cash', amount: 1000 }],
      })
    )
    const line = await OrderLine.findByOrFail('order_id', order.id)
    const admin = await actorFor('admin@demo.test')
    const results = await Promise.allSettled(
      [0, 1].map(() =>
        createReturn(
          returning(order, [{ orderLineId: line.id, quantity: 3, restock: false }]),
          admin
        )
      )
    )
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1)
    const [refusal] = results.filter((result) => result.status === 'rejected')
    assert.instanceOf((refusal as PromiseRejectedResult).reason, ReturnExceedsSold)
    assert.equal(await returnedOf(line.id), 3)
  }).timeout(60_000)

  test('a void and a return of the same order at once: exactly one happens', async ({ assert }) => {
    await assertManyConnections(assert)
    const { product, order, line } = await soldThree()
    const admin = await actorFor('admin@demo.test')
    const results = await Promise.allSettled([
      voidOrder(order.id, 'Wrong customer', admin),
      createReturn(returning(order, [{ orderLineId: line.id, quantity: 1, restock: true }]), admin),
    ])
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1)
    await order.refresh()
    const returns = await SaleReturn.query().where('order_id', order.id)
    if (order.status === 'voided') {
      assert.lengthOf(returns, 0)
      assert.equal(await onHandAt(product.id, 'DTN'), 10)
    } else {
      assert.equal(order.status, 'partially_returned')
      assert.lengthOf(returns, 1)
      assert.equal(await onHandAt(product.id, 'DTN'), 8)
    }
    await assertLedgerInvariant(assert)
  }).timeout(60_000)
})
