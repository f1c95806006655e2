import { test } from '@japa/runner'
import {
  saleSizeProblem,
  largestDiscount,
  refundShare,
  saleFigures,
  settlePayments,
  taxOf,
  withinDiscountCap,
  discountProblem,
} from '#common/sale_totals'

/** The money golden cases, every figure worked out by hand in minor units. */
test.group('Sale figures', () => {
  test('3 x 0.10 is 0.30 exactly, with no tax', ({ assert }) => {
    const figures = saleFigures([{ unitPrice: 10, quantity: 3, taxRateBp: 0 }], null, false)
    assert.deepEqual(figures.lines[0], {
      gross: 30,
      discount: 0,
      orderDiscount: 0,
      net: 30,
      taxAmount: 0,
      lineTotal: 30,
    })
    assert.equal(figures.total, 30)
    assert.equal(figures.itemCount, 3)
  })

  test('19.99 x 3 with 20 % tax added: 59.97 + 11.99 (11.994 rounded) = 71.96', ({ assert }) => {
    const figures = saleFigures([{ unitPrice: 1999, quantity: 3, taxRateBp: 2000 }], null, false)
    assert.equal(figures.subtotal, 5997)
    assert.equal(figures.taxTotal, 1199)
    assert.equal(figures.total, 7196)
  })

  test('tax-inclusive: 19.99 x 3 at 20 % holds 9.995 of tax, rounded half away to 10.00', ({
    assert,
  }) => {
    const figures = saleFigures([{ unitPrice: 1999, quantity: 3, taxRateBp: 2000 }], null, true)
    // 5997 x 2000 / 12000 = 999.5 -> 1000
    assert.equal(figures.taxTotal, 1000)
    assert.equal(figures.total, 5997)
    assert.equal(figures.lines[0].lineTotal, 5997)
  })

  test('tax is rounded per line, not on the order', ({ assert }) => {
    // Two lines of 0.05 at 10 %: 0.005 each rounds to 0.01 each = 0.02, where the order's 0.01 -> 0.01.
    const figures = saleFigures(
      [
        { unitPrice: 5, quantity: 1, taxRateBp: 1000 },
        { unitPrice: 5, quantity: 1, taxRateBp: 1000 },
      ],
      null,
      false
    )
    assert.deepEqual(
      figures.lines.map((line) => line.taxAmount),
      [1, 1]
    )
    assert.equal(figures.total, 12)
  })

  test('a line discount in percent and in an amount', ({ assert }) => {
    const figures = saleFigures(
      [
        // 10 % of 19.95 = 1.995 -> 2.00
        { unitPrice: 1995, quantity: 1, taxRateBp: 0, discount: { kind: 'percent', value: 1000 } },
        { unitPrice: 500, quantity: 2, taxRateBp: 0, discount: { kind: 'amount', value: 150 } },
      ],
      null,
      false
    )
    assert.deepEqual(
      figures.lines.map((line) => [line.discount, line.net]),
      [
        [200, 1795],
        [150, 850],
      ]
    )
    assert.equal(figures.discountTotal, 350)
    assert.equal(figures.total, 2645)
  })

  test('an order discount is spread by amount after line discounts, remainders to the largest', ({
    assert,
  }) => {
    // 1.00 over 3.00, 2.00 and 1.00 (after a 1.00 line discount on the last):
    // exact shares 0.50, 0.333…, 0.166… -> 50, 33, 16 + the unit left to the largest -> 51, 33, 16.
    const figures = saleFigures(
      [
        { unitPrice: 300, quantity: 1, taxRateBp: 0 },
        { unitPrice: 200, quantity: 1, taxRateBp: 0 },
        { unitPrice: 200, quantity: 1, taxRateBp: 0, discount: { kind: 'amount', value: 100 } },
      ],
      { kind: 'amount', value: 100 },
      false
    )
    assert.deepEqual(
      figures.lines.map((line) => line.orderDiscount),
      [51, 33, 16]
    )
    assert.equal(figures.orderDiscount, 100)
    assert.equal(figures.discountTotal, 200)
    assert.equal(figures.total, 500)
  })

  test('an order discount in percent applies to the lines after their own discounts', ({
    assert,
  }) => {
    // 15 % of (10.00 + 3.33) = 1.9995 -> 2.00.
    const figures = saleFigures(
      [
        { unitPrice: 1000, quantity: 1, taxRateBp: 1000 },
        { unitPrice: 333, quantity: 1, taxRateBp: 1000 },
      ],
      { kind: 'percent', value: 1500 },
      false
    )
    assert.equal(figures.orderDiscount, 200)
    // 200 x 1000 / 1333 = 150.04 -> 150; 200 x 333 / 1333 = 49.96 -> 49; one unit left to the largest.
    assert.deepEqual(
      figures.lines.map((line) => line.orderDiscount),
      [151, 49]
    )
    // Tax on what is left: 849 x 10 % = 84.9 -> 85; 284 x 10 % = 28.4 -> 28.
    assert.deepEqual(
      figures.lines.map((line) => line.taxAmount),
      [85, 28]
    )
    assert.equal(figures.total, 849 + 85 + 284 + 28)
  })

  test('a JPY sale has no minor units to round into', ({ assert }) => {
    // ¥1,280 x 3 at 10 % added: 3,840 + 384 = 4,224; ¥500 off the order.
    const figures = saleFigures(
      [{ unitPrice: 1280, quantity: 3, taxRateBp: 1000 }],
      { kind: 'amount', value: 500 },
      false
    )
    // (3840 - 500) x 10 % = 334
    assert.equal(figures.taxTotal, 334)
    assert.equal(figures.total, 3674)
  })

  test('a discount larger than its line is clamped in the preview and refused by discountProblem', ({
    assert,
  }) => {
    const figures = saleFigures(
      [{ unitPrice: 100, quantity: 1, taxRateBp: 0, discount: { kind: 'amount', value: 150 } }],
      null,
      false
    )
    assert.equal(figures.total, 0)
    assert.equal(discountProblem({ kind: 'amount', value: 150 }, 100), 'exceeds_amount')
    assert.isNull(discountProblem({ kind: 'amount', value: 100 }, 100))
    assert.equal(discountProblem({ kind: 'percent', value: 10_001 }, 100), 'over_percent')
    assert.isNull(discountProblem({ kind: 'percent', value: 10_000 }, 100))
  })

  test('taxOf: the tax inside an inclusive price and the tax added to an exclusive one', ({
    assert,
  }) => {
    // 12.00 including 20 % holds 2.00; 10.00 plus 20 % adds 2.00.
    assert.equal(taxOf(1200, 2000, true), 200)
    assert.equal(taxOf(1000, 2000, false), 200)
    assert.equal(taxOf(1000, 0, true), 0)
  })
})

test.group('Discount cap', () => {
  test('a 10 % cap on 19.95 allows 1.99 and refuses 2.00', ({ assert }) => {
    assert.isTrue(withinDiscountCap(199, 1995, 1000))
    assert.isFalse(withinDiscountCap(200, 1995, 1000))
    assert.equal(largestDiscount(1995, 1000), 199)
  })

  test('exactly at the cap is allowed; one unit over is not', ({ assert }) => {
    assert.isTrue(withinDiscountCap(5000, 10_000, 5000))
    assert.isFalse(withinDiscountCap(5001, 10_000, 5000))
    assert.isTrue(withinDiscountCap(0, 10_000, 0))
    assert.isFalse(withinDiscountCap(1, 10_000, 0))
  })
})

test.group('Payments', () => {
  test('cash shows change due: 20.00 handed over for 15.01 leaves 4.99', ({ assert }) => {
    const settled = settlePayments(1501, [{ method: 'cash', amount: 2000 }])
    assert.deepEqual(settled, {
      applied: [1501],
      paidTotal: 2000,
      changeDue: 499,
      remaining: 0,
      problem: null,
    })
  })

  test('a split payment: card first, change only from the cash', ({ assert }) => {
    const settled = settlePayments(3000, [
      { method: 'card', amount: 1000 },
      { method: 'cash', amount: 2500 },
    ])
    assert.deepEqual(settled.applied, [1000, 2000])
    assert.equal(settled.changeDue, 500)
    assert.isNull(settled.problem)
  })

  test('change comes off the last cash payment first, then earlier cash, never off a card', ({
    assert,
  }) => {
    // 1.50 and 0.30 in cash for 1.00: the 0.30 goes back whole, then 0.50 of the 1.50.
    const spilled = settlePayments(100, [
      { method: 'cash', amount: 150 },
      { method: 'cash', amount: 30 },
    ])
    assert.deepEqual(spilled.applied, [100, 0])
    assert.equal(spilled.changeDue, 80)
    // The card was charged last; the change still comes off the cash before it.
    const cardLast = settlePayments(1000, [
      { method: 'cash', amount: 800 },
      { method: 'card', amount: 300 },
    ])
    assert.deepEqual(cardLast.applied, [700, 300])
    assert.equal(cardLast.changeDue, 100)
  })

  test('card and other may not exceed what is owed', ({ assert }) => {
    assert.equal(
      settlePayments(1000, [{ method: 'card', amount: 1001 }]).problem,
      'non_cash_over_total'
    )
    assert.equal(
      settlePayments(1000, [
        { method: 'card', amount: 600 },
        { method: 'other', amount: 401 },
      ]).problem,
      'non_cash_over_total'
    )
    assert.isNull(settlePayments(1000, [{ method: 'card', amount: 1000 }]).problem)
  })

  test('a short payment says what is still owed', ({ assert }) => {
    const settled = settlePayments(1000, [{ method: 'cash', amount: 999 }])
    assert.equal(settled.problem, 'short')
    assert.equal(settled.remaining, 1)
    assert.equal(settlePayments(1000, []).problem, 'empty')
    assert.isNull(settlePayments(0, []).problem)
  })
})

test.group('Refund share', () => {
  test('returning units one at a time refunds exactly the line total', ({ assert }) => {
    // 10.00 paid for 3 units: 3.33, 3.34 (6.67 - 3.33), 3.33 (10.00 - 6.67).
    const shares = [0, 1, 2].map((before) => refundShare(1000, 3, before, 1))
    assert.deepEqual(shares, [333, 334, 333])
    assert.equal(
      shares.reduce((a, b) => a + b, 0),
      1000
    )
    assert.equal(refundShare(1000, 3, 0, 3), 1000)
  })

  test('never more than is left to return', ({ assert }) => {
    assert.throws(() => refundShare(1000, 3, 2, 2), /Cannot return 2 of 1 left/)
  })
})

test.group('Sale size', () => {
  test('a line or the lines together past 99,999,999,999 minor units are found before any figure passes 2^53', ({
    assert,
  }) => {
    const line = (unitPrice: number, quantity: number) => ({ unitPrice, quantity })
    assert.isNull(saleSizeProblem([line(99_999_999_999, 1)]))
    assert.equal(saleSizeProblem([line(1, 1), line(99_999_999_999, 100_000)]), 1)
    assert.equal(saleSizeProblem([line(33_333_333_333, 3), line(1, 1)]), 'sale')
    assert.isNull(saleSizeProblem([line(33_333_333_333, 3)]))
  })
})
