import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customer'
import Order from '#models/order'
import OrderPayment from '#models/order_payment'
import Setting from '#models/setting'
import StockMovement from '#models/stock_movement'
import { completeSale, parkSale } from '#services/sales/checkout'
import {
  BranchClosedForSales,
  CustomerNotForSale,
  DiscountOverCap,
  DiscountTooLarge,
  PaymentsDoNotSettle,
  PriceOverrideRefused,
  ProductNotForSale,
  SaleKeyReused,
  SaleStockShort,
} from '#exceptions/sale_errors'
import { freshDatabase } from '#tests/helpers/database'
import { queriesDuring } from '#tests/helpers/query_count'
import {
  assertManyConnections,
  cartAt,
  onHandAt,
  sellAs,
  stockedProduct,
} from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

async function count(table: string) {
  const [row] = await db.from(table).count('* as total')
  return Number(row.total)
}

test.group('Checkout', (group) => {
  group.each.setup(() => freshDatabase())

  test('a sale stores the figures the server computed, snapshots, payments and sale rows', async ({
    assert,
  }) => {
    const chips = await stockedProduct('DTN', 10, {
      name: 'Sea Salt Chips',
      sku: 'SNK-001',
      price: 1999,
      cost: 1200,
      taxRateBp: 2000,
    })
    const cart = await cartAt('DTN', [{ productId: chips.id, quantity: 3 }], {
      payments: [
        { method: 'card', amount: 5000 },
        { method: 'cash', amount: 3000 },
      ],
    })
    const { order, replayed } = await sellAs('cashier@demo.test', cart)

    assert.isFalse(replayed)
    assert.equal(order.number, 'DTN-000001')
    assert.equal(order.status, 'completed')
    // 19.99 x 3 = 59.97; 20 % added = 11.994 -> 11.99; 71.96 owed, 80.00 given, 8.04 change.
    assert.include(order.$attributes, {
      subtotal: 5997,
      discountTotal: 0,
      taxTotal: 1199,
      total: 7196,
      paidTotal: 8000,
      changeDue: 804,
      itemCount: 3,
    })
    await chips.merge({ name: 'Renamed', price: 1, cost: 1 }).save()
    await order.load('lines')
    assert.deepEqual(
      order.lines.map((line) => [
        line.productName,
        line.productSku,
        line.unitCost,
        line.unitPrice,
        line.quantity,
        line.taxAmount,
        line.lineTotal,
      ]),
      [['Sea Salt Chips', 'SNK-001', 1200, 1999, 3, 1199, 7196]]
    )
    const payments = await OrderPayment.query().where('order_id', order.id).orderBy('id')
    assert.deepEqual(
      payments.map((payment) => [payment.method, payment.amount, payment.tendered]),
      [
        ['card', 5000, null],
        ['cash', 2196, 3000],
      ]
    )
    const rows = await StockMovement.query().where('type', 'sale')
    assert.deepEqual(
      rows.map((row) => [row.quantity, row.balanceAfter, row.referenceType, row.referenceId]),
      [[-3, 7, 'order', order.id]]
    )
    assert.equal(await onHandAt(chips.id, 'DTN'), 7)
    await assertLedgerInvariant(assert)
  })

  test("a three-line sale writes its lines and its movements one statement each, in the cart's order", async ({
    assert,
  }) => {
    const products = [
      await stockedProduct('DTN', 10, { price: 300 }),
      await stockedProduct('DTN', 10, { price: 200 }),
      await stockedProduct('DTN', 10, { price: 100 }),
    ]
    const cart = await cartAt(
      'DTN',
      products.map((product) => ({ productId: product.id, quantity: 2 })),
      { payments: [{ method: 'cash', amount: 1200 }] }
    )
    const statements = await queriesDuring(() => sellAs('admin@demo.test', cart))
    const inserts = (table: string) =>
      statements.filter((sql) => new RegExp(`^insert into [\`"]${table}[\`"]`, 'i').test(sql))
    assert.lengthOf(inserts('order_lines'), 1)
    assert.lengthOf(inserts('stock_movements'), 1)
    const lines = await db.from('order_lines').orderBy('position')
    assert.deepEqual(
      lines.map((line) => [line.position, line.product_id, line.quantity, Number(line.line_total)]),
      products.map((product, index) => [index + 1, product.id, 2, product.price * 2])
    )
  })

  test('order numbers run per branch from 000001', async ({ assert }) => {
    const a = await stockedProduct('DTN', 10)
    const b = await stockedProduct('NTH', 10)
    const cash = (amount: number) => [{ method: 'cash' as const, amount }]
    const numbers = []
    for (const [code, product] of [
      ['DTN', a],
      ['NTH', b],
      ['DTN', a],
    ] as const) {
      const cart = await cartAt(code, [{ productId: product.id, quantity: 1 }], {
        payments: cash(product.price),
      })
      const { order } = await sellAs('admin@demo.test', cart)
      numbers.push(order.number)
    }
    assert.deepEqual(numbers, ['DTN-000001', 'NTH-000001', 'DTN-000002'])
  })

  test('the prices-include-tax setting takes the tax out of the price', async ({ assert }) => {
    await Setting.query().update({ prices_include_tax: true })
    const product = await stockedProduct('DTN', 5, { price: 1999, taxRateBp: 2000 })
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 3 }], {
      payments: [{ method: 'card', amount: 5997 }],
    })
    const { order } = await sellAs('cashier@demo.test', cart)
    // 59.97 holds 59.97 x 20 / 120 = 9.995 -> 10.00 of tax.
    assert.include(order.$attributes, { total: 5997, taxTotal: 1000, pricesIncludeTax: true })
  })

  test('a cashier may discount up to 10 % of the gross and no more', async ({ assert }) => {
    const product = await stockedProduct('DTN', 5, { price: 1995, taxRateBp: 0 })
    const withDiscount = async (amount: number) =>
      cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
        orderDiscount: { kind: 'amount', value: amount },
        payments: [{ method: 'cash', amount: 1995 }],
      })

    const refused = await sellAs('cashier@demo.test', await withDiscount(200)).catch((e) => e)
    assert.instanceOf(refused, DiscountOverCap)
    assert.include(refused.message, '$1.99')
    assert.equal(await count('orders'), 0)

    const { order } = await sellAs('cashier@demo.test', await withDiscount(199))
    assert.include(order.$attributes, { discountTotal: 199, total: 1796, changeDue: 199 })
  })

  test('line and order discounts count together against the cap', async ({ assert }) => {
    const product = await stockedProduct('DTN', 5, { price: 1000, taxRateBp: 0 })
    const cart = await cartAt(
      'DTN',
      [{ productId: product.id, quantity: 1, discount: { kind: 'percent', value: 600 } }],
      { orderDiscount: { kind: 'amount', value: 41 }, payments: [{ method: 'cash', amount: 1000 }] }
    )
    // 60 + 41 = 101 > 10 % of 1000.
    await assert.rejects(() => sellAs('cashier@demo.test', cart), DiscountOverCap as never)
  })

  test('a line discount larger than its line is refused beside the line; its whole gross is allowed', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 250, taxRateBp: 0 })
    const withLineDiscount = (value: number) =>
      cartAt(
        'DTN',
        [
          { productId: product.id, quantity: 1 },
          { productId: product.id, quantity: 2, discount: { kind: 'amount', value } },
        ],
        { payments: [{ method: 'cash', amount: 250 }] }
      )

    // 2 x 2.50 = 5.00 on the second line: 5.01 is more than the line, though not than the order.
    const refused = await sellAs('admin@demo.test', await withLineDiscount(501)).catch((e) => e)
    assert.instanceOf(refused, DiscountTooLarge)
    assert.equal(refused.field, 'lines.1.discount')
    assert.equal(refused.message, 'The discount is larger than the amount it applies to.')
    const overPercent = await sellAs(
      'admin@demo.test',
      await cartAt(
        'DTN',
        [{ productId: product.id, quantity: 1, discount: { kind: 'percent', value: 10001 } }],
        { payments: [{ method: 'cash', amount: 0 }] }
      )
    ).catch((e) => e)
    assert.instanceOf(overPercent, DiscountTooLarge)
    assert.equal(overPercent.field, 'lines.0.discount')
    assert.equal(overPercent.message, 'A discount cannot be more than 100 %.')
    assert.equal(await count('orders'), 0)

    const { order } = await sellAs('admin@demo.test', await withLineDiscount(500))
    assert.include(order.$attributes, { subtotal: 750, discountTotal: 500, total: 250 })
  })

  test('an order discount larger than the lines after their own discounts is refused', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 1000, taxRateBp: 0 })
    // 10.00 less a 4.00 line discount leaves 6.00 for the order discount to take.
    const withOrderDiscount = (value: number) =>
      cartAt(
        'DTN',
        [{ productId: product.id, quantity: 1, discount: { kind: 'amount', value: 400 } }],
        {
          orderDiscount: { kind: 'amount', value },
          payments: [{ method: 'cash', amount: 1000 }],
        }
      )

    const refused = await sellAs('admin@demo.test', await withOrderDiscount(601)).catch((e) => e)
    assert.instanceOf(refused, DiscountTooLarge)
    assert.equal(refused.field, 'order_discount')
    assert.equal(refused.message, 'The discount is larger than the amount it applies to.')
    const overPercent = await sellAs(
      'admin@demo.test',
      await cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
        orderDiscount: { kind: 'percent', value: 10001 },
        payments: [{ method: 'cash', amount: 0 }],
      })
    ).catch((e) => e)
    assert.instanceOf(overPercent, DiscountTooLarge)
    assert.equal(overPercent.field, 'order_discount')
    assert.equal(await count('orders'), 0)
    assert.equal(await onHandAt(product.id, 'DTN'), 5)

    const { order } = await sellAs('admin@demo.test', await withOrderDiscount(600))
    assert.include(order.$attributes, { subtotal: 1000, discountTotal: 1000, total: 0 })
  })

  test('a price other than the product\u2019s is taken only when the caller allowed it', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 500, taxRateBp: 0 })
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 1, unitPrice: 1 }], {
      payments: [{ method: 'cash', amount: 1 }],
    })
    // Even an admin's sale is refused unless the caller passes what the policy allowed.
    const refused = await sellAs('admin@demo.test', cart).catch((e) => e)
    assert.instanceOf(refused, PriceOverrideRefused)
    assert.equal(refused.field, 'lines.0.unit_price')
    assert.equal(await count('orders'), 0)

    const atPrice = await sellAs('cashier@demo.test', {
      ...cart,
      idempotencyKey: 'at-price',
      lines: [{ productId: product.id, quantity: 1, unitPrice: 500 }],
      payments: [{ method: 'cash', amount: 500 }],
    })
    assert.equal(atPrice.order.total, 500)

    const allowed = { ...cart, idempotencyKey: 'other-key', mayOverridePrice: true }
    const { order } = await sellAs('cashier@demo.test', allowed)
    assert.equal(order.total, 1)
  })

  test('payments: card may not exceed the total and a short payment is refused', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 1000, taxRateBp: 0 })
    const over = await cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
      payments: [{ method: 'card', amount: 1001 }],
    })
    const short = await cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 999 }],
    })
    const overError = await sellAs('cashier@demo.test', over).catch((e) => e)
    assert.instanceOf(overError, PaymentsDoNotSettle)
    assert.include(overError.message, 'only cash gives change')
    const shortError = await sellAs('cashier@demo.test', short).catch((e) => e)
    assert.equal(shortError.message, '$0.01 is still owed.')
    assert.equal(await count('orders'), 0)
  })

  test('stock the branch does not hold refuses the sale, naming the line', async ({ assert }) => {
    const a = await stockedProduct('DTN', 5, { name: 'Apples' })
    const b = await stockedProduct('DTN', 2, { name: 'Bread' })
    const cart = await cartAt(
      'DTN',
      [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 3 },
      ],
      { payments: [{ method: 'cash', amount: 100_000 }] }
    )
    const refused = await sellAs('cashier@demo.test', cart).catch((e) => e)
    assert.instanceOf(refused, SaleStockShort)
    assert.equal(refused.field, 'lines.1.quantity')
    assert.equal(refused.message, 'Not enough Bread at Downtown: 2 available, 3 needed.')
    assert.equal(await count('orders'), 0)
    assert.equal(await count('order_lines'), 0)
    assert.equal(
      await StockMovement.query()
        .where('type', 'sale')
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      0
    )
    assert.equal(await onHandAt(a.id, 'DTN'), 5)
  })

  test('with negative stock allowed a sale beyond what the branch holds goes through, and only then', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 2, { price: 100, taxRateBp: 0 })
    const threeUnits = () =>
      cartAt('DTN', [{ productId: product.id, quantity: 3 }], {
        payments: [{ method: 'cash', amount: 300 }],
      })
    await assert.rejects(
      async () => sellAs('cashier@demo.test', await threeUnits()),
      SaleStockShort as never
    )
    await Setting.query().update({ allow_negative_stock: true })
    const { order } = await sellAs('cashier@demo.test', await threeUnits())
    assert.equal(order.number, 'DTN-000001')
    assert.equal(await onHandAt(product.id, 'DTN'), -1)
    const [sale] = await StockMovement.query().where('type', 'sale')
    assert.equal(sale.balanceAfter, -1)

    await Setting.query().update({ allow_negative_stock: false })
    await assert.rejects(
      async () => sellAs('cashier@demo.test', await threeUnits()),
      SaleStockShort as never
    )
    assert.equal(await onHandAt(product.id, 'DTN'), -1)
    await assertLedgerInvariant(assert)
  })

  test('an archived product or a branch outside the seller\u2019s scope is refused', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { isActive: false })
    const archived = await cartAt('DTN', [{ productId: product.id, quantity: 1 }])
    await assert.rejects(() => sellAs('cashier@demo.test', archived), ProductNotForSale as never)
    const other = await stockedProduct('NTH', 5)
    const elsewhere = await cartAt('NTH', [{ productId: other.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: other.price }],
    })
    const error = await sellAs('cashier@demo.test', elsewhere).catch((e) => e)
    assert.equal(error.code, 'E_ROW_NOT_FOUND')
    assert.equal(await count('orders'), 0)
  })

  test('an inactive branch makes no sale and an archived customer buys nothing', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 100, taxRateBp: 0 })
    const cart = (fields = {}) =>
      cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 100 }],
        ...fields,
      })
    const downtown = await branchCoded('DTN')
    await downtown.merge({ isActive: false }).save()
    const closed = await sellAs('admin@demo.test', await cart()).catch((e) => e)
    assert.instanceOf(closed, BranchClosedForSales)
    assert.equal(closed.field, 'branch_id')
    assert.equal(closed.message, 'Downtown is inactive: it makes no sales.')
    await downtown.merge({ isActive: true }).save()

    const gone = await Customer.create({ name: 'Old Account', isActive: false })
    const archived = await sellAs('admin@demo.test', await cart({ customerId: gone.id })).catch(
      (e) => e
    )
    assert.instanceOf(archived, CustomerNotForSale)
    assert.equal(archived.field, 'customer_id')
    assert.equal(await count('orders'), 0)
    assert.equal(await onHandAt(product.id, 'DTN'), 5)

    const regular = await Customer.create({ name: 'Regular' })
    const { order } = await sellAs('admin@demo.test', await cart({ customerId: regular.id }))
    assert.equal(order.customerId, regular.id)
  })

  test('a failure after the stock rows leaves no order, no payment and no ledger row', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 100, taxRateBp: 0 })
    const downtown = await branchCoded('DTN')
    // The number the sale would take is already held, so the last write of the sale fails.
    const key = 'taken'
    const admin = await actorFor('admin@demo.test')
    await db.table('orders').insert({
      number: 'DTN-000001',
      branch_id: downtown.id,
      seller_id: admin.user.id,
      status: 'voided',
      prices_include_tax: false,
      idempotency_key: key,
      request_fingerprint: key,
      created_at: new Date(),
      updated_at: new Date(),
    })
    const movementsBefore = await count('stock_movements')
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'cash', amount: 200 }],
    })
    await assert.rejects(() => sellAs('cashier@demo.test', cart))

    assert.equal(await count('orders'), 1)
    assert.equal(await count('order_lines'), 0)
    assert.equal(await count('order_payments'), 0)
    assert.equal(await count('stock_movements'), movementsBefore)
    assert.equal(await onHand(product.id, downtown.id), 5)
    await downtown.refresh()
    assert.equal(downtown.nextOrderSeq, 1)
  })
})

test.group('Checkout idempotency', (group) => {
  group.each.setup(() => freshDatabase())

  test('the same form submitted twice makes one order', async ({ assert }) => {
    const product = await stockedProduct('DTN', 5, { price: 300, taxRateBp: 0 })
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'cash', amount: 600 }],
    })
    const [first, second] = await Promise.all([
      sellAs('cashier@demo.test', cart),
      sellAs('cashier@demo.test', cart),
    ])
    assert.equal(first.order.id, second.order.id)
    assert.sameMembers([first.replayed, second.replayed], [false, true])
    const third = await sellAs('cashier@demo.test', cart)
    assert.isTrue(third.replayed)
    assert.equal(await count('orders'), 1)
    assert.equal(await onHandAt(product.id, 'DTN'), 3)
  })

  test('the same key with another cart is refused and changes nothing', async ({ assert }) => {
    const product = await stockedProduct('DTN', 5, { price: 300, taxRateBp: 0 })
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'cash', amount: 600 }],
    })
    const { order } = await sellAs('cashier@demo.test', cart)
    const other = { ...cart, lines: [{ productId: product.id, quantity: 3 }] }
    const refused = await sellAs('cashier@demo.test', other).catch((e) => e)
    assert.instanceOf(refused, SaleKeyReused)
    assert.include(refused.message, 'DTN-000001')
    assert.equal(await count('orders'), 1)
    assert.equal(await count('order_lines'), 1)
    await order.refresh()
    assert.equal(order.itemCount, 2)
    assert.equal(await onHandAt(product.id, 'DTN'), 3)
  })

  test('the same key and lines with other payments is refused, not taken for the first sale', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 300, taxRateBp: 0 })
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'card', amount: 600, reference: 'AUTH-1' }],
    })
    await sellAs('cashier@demo.test', cart)
    const resubmitted = await sellAs('cashier@demo.test', cart)
    assert.isTrue(resubmitted.replayed)
    const paidOtherwise = [
      [{ method: 'cash' as const, amount: 600, reference: 'AUTH-1' }],
      [{ method: 'card' as const, amount: 500, reference: 'AUTH-1' }],
      [{ method: 'card' as const, amount: 600, reference: 'AUTH-2' }],
    ]
    for (const payments of paidOtherwise) {
      const refused = await sellAs('cashier@demo.test', { ...cart, payments }).catch((e) => e)
      assert.instanceOf(refused, SaleKeyReused)
    }
    assert.equal(await count('orders'), 1)
    assert.equal(await count('order_payments'), 1)
  })

  test('a parked sale holds no stock and no number, and completes later as one order', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 300, taxRateBp: 0 })
    const cashier = await actorFor('cashier@demo.test')
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 2 }])
    const draft = await parkSale(cart, cashier)
    assert.equal(draft.status, 'draft')
    assert.isNull(draft.number)
    // Lists tell a parked draft by its missing completion time (Order.checkedOut).
    await draft.refresh()
    assert.isNull(draft.completedAt)
    assert.equal(draft.total, 600)
    assert.equal(await onHandAt(product.id, 'DTN'), 5)

    const parkedAgain = await parkSale(
      { ...cart, lines: [{ productId: product.id, quantity: 3 }] },
      cashier
    )
    assert.equal(parkedAgain.id, draft.id)
    assert.equal(await count('order_lines'), 1)

    const { order } = await completeSale(
      {
        ...cart,
        lines: [{ productId: product.id, quantity: 3 }],
        payments: [{ method: 'cash', amount: 900 }],
      },
      cashier
    )
    assert.equal(order.id, draft.id)
    assert.equal(order.number, 'DTN-000001')
    assert.equal(order.status, 'completed')
    assert.isNotNull(order.completedAt)
    assert.equal(await count('orders'), 1)
    assert.equal(await onHandAt(product.id, 'DTN'), 2)
    await assert.rejects(() => parkSale(cart, cashier), SaleKeyReused as never)
  })
})

test.group('Checkout under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase())

  test('20 concurrent sales of the last 5 units: 5 orders, the rest refused, nothing oversold', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const product = await stockedProduct('DTN', 5, { price: 100, taxRateBp: 0 })
    const cashier = await actorFor('cashier@demo.test')
    const carts = await Promise.all(
      Array.from({ length: 20 }, () =>
        cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
          payments: [{ method: 'cash', amount: 100 }],
        })
      )
    )
    const results = await Promise.allSettled(carts.map((cart) => completeSale(cart, cashier)))
    const sold = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof SaleStockShort
    )
    assert.equal(sold.length, 5)
    assert.equal(refused.length, 15)
    assert.equal(await count('orders'), 5)
    assert.equal(await onHandAt(product.id, 'DTN'), 0)
    const orders = await Order.query().orderBy('number')
    const numbers = orders.map((order) => order.number)
    assert.deepEqual(numbers, [
      'DTN-000001',
      'DTN-000002',
      'DTN-000003',
      'DTN-000004',
      'DTN-000005',
    ])
    await assertLedgerInvariant(assert)
  }).timeout(60_000)

  test('50 concurrent sales at one branch are numbered 000001 to 000050, no gap, no repeat', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const product = await stockedProduct('NTH', 100, { price: 100, taxRateBp: 0 })
    const manager = await actorFor('manager@demo.test')
    const carts = await Promise.all(
      Array.from({ length: 50 }, () =>
        cartAt('NTH', [{ productId: product.id, quantity: 1 }], {
          payments: [{ method: 'card', amount: 100 }],
        })
      )
    )
    const results = await Promise.all(carts.map((cart) => completeSale(cart, manager)))
    assert.deepEqual(
      results.map((result) => result.order.number).sort(),
      Array.from({ length: 50 }, (_, index) => `NTH-${String(index + 1).padStart(6, '0')}`)
    )
    const northside = await branchCoded('NTH')
    assert.equal(northside.nextOrderSeq, 51)
    assert.equal(await onHand(product.id, northside.id), 50)
  }).timeout(120_000)
})
