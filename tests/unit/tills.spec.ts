import { test } from '@japa/runner'
import {
  cashDifference,
  countedTotal,
  denominationsOf,
  expectedCash,
  floatDifference,
  saleExcusedFromSession,
  sessionReportRows,
  tillCodeOf,
  zNumber,
} from '#common/tills'
import { MAX_DENOMINATION_COUNT, MAX_TILL_CASH } from '#common/limits'

const session = {
  openingFloat: 10_000,
  cashSales: 25_450,
  cashRefunds: 1_200,
  cashVoided: 3_000,
  cashIn: 5_000,
  cashOut: 7_500,
}

test.group('Till rules', () => {
  test('expected cash is float + cash sales − refunds − voided + in − out', ({ assert }) => {
    assert.equal(expectedCash(session), 28_750)
    assert.equal(expectedCash({ ...session, cashSales: 0 }), 3_300)
    assert.equal(expectedCash({ ...session, cashRefunds: 0 }), 29_950)
    assert.equal(expectedCash({ ...session, cashVoided: 0 }), 31_750)
    assert.equal(expectedCash({ ...session, cashIn: 0 }), 23_750)
    assert.equal(expectedCash({ ...session, cashOut: 0 }), 36_250)
  })

  test('a session without sales expects its float', ({ assert }) => {
    const empty = { openingFloat: 15_000, cashSales: 0, cashRefunds: 0, cashVoided: 0 }
    assert.equal(expectedCash({ ...empty, cashIn: 0, cashOut: 0 }), 15_000)
  })

  test('the difference is counted less expected: short is negative, over positive', ({
    assert,
  }) => {
    assert.equal(cashDifference(28_700, 28_750), -50)
    assert.equal(cashDifference(28_800, 28_750), 50)
    assert.equal(cashDifference(28_750, 28_750), 0)
  })

  test('a carried float differs from the last count only when recounted otherwise', ({
    assert,
  }) => {
    assert.isNull(floatDifference(10_000, null))
    assert.equal(floatDifference(9_950, 10_000), -50)
    assert.equal(floatDifference(10_000, 10_000), 0)
  })

  test('denominations of the shop currency, largest first', ({ assert }) => {
    assert.deepEqual(denominationsOf('USD'), [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5, 1])
    assert.equal(denominationsOf('EUR')[0], 50000)
    assert.equal(denominationsOf('EUR').at(-1), 1)
    assert.deepEqual(denominationsOf('jpy').slice(-3), [10, 5, 1])
    // Any other currency: the 1-2-5 series from its smallest coin to 500 major units.
    assert.deepEqual(
      denominationsOf('SEK'),
      [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1]
    )
    assert.deepEqual(denominationsOf('KWD').slice(0, 2), [500000, 200000])
  })

  test('a count by denomination adds up, and refuses what is not a note or coin', ({ assert }) => {
    assert.deepEqual(countedTotal({ '2000': 3, '100': 7, '25': 2, '1': 4 }, 'USD'), {
      total: 6754,
      problem: null,
    })
    assert.deepEqual(countedTotal({}, 'USD'), { total: 0, problem: null })
    assert.deepEqual(countedTotal({ '300': 1 }, 'USD'), {
      total: null,
      problem: 'unknown_denomination',
      key: '300',
    })
    assert.deepEqual(countedTotal({ '100': -1 }, 'USD'), {
      total: null,
      problem: 'bad_quantity',
      key: '100',
    })
    assert.deepEqual(countedTotal({ '100': 1.5 }, 'USD'), {
      total: null,
      problem: 'bad_quantity',
      key: '100',
    })
    assert.equal(countedTotal({ '100': MAX_DENOMINATION_COUNT }, 'USD').total, 10_000_000)
    assert.equal(countedTotal({ '100': MAX_DENOMINATION_COUNT + 1 }, 'USD').problem, 'bad_quantity')
  })

  test('a count past the largest drawer is refused', ({ assert }) => {
    const notes = Math.floor(MAX_TILL_CASH / 10_000)
    assert.isAbove(notes, MAX_DENOMINATION_COUNT)
    const many = Object.fromEntries(
      denominationsOf('USD').map((value) => [String(value), MAX_DENOMINATION_COUNT])
    )
    assert.equal(countedTotal(many, 'USD').problem, null)
    assert.equal(
      countedTotal({ '50000': MAX_DENOMINATION_COUNT, '20000': MAX_DENOMINATION_COUNT }, 'EUR')
        .problem,
      null
    )
  })

  test('Z numbers are per till, zero-padded to six digits', ({ assert }) => {
    assert.equal(zNumber('FRONT1', 123), 'Z-FRONT1-000123')
    assert.equal(zNumber('BAR', 1), 'Z-BAR-000001')
    assert.equal(tillCodeOf('Front 1', 12), 'FRONT1')
    assert.equal(tillCodeOf('Café – back room', 8), 'CAFEBACK')
  })

  test('the report rows hide expected cash and the difference until the reader may see them', ({
    assert,
  }) => {
    const figures = {
      openingFloat: 10_000,
      sales: { count: 3, total: 4500 },
      discounts: 100,
      tax: 300,
      returns: { count: 1, total: 500 },
      voids: { count: 0, total: 0 },
      payments: { cash: 2500, card: 2000, other: 0 },
      refunds: { cash: 500 },
      voided: { cash: 0 },
      cashIn: 1000,
      cashOut: 2000,
      expectedCash: null,
      countedCash: null,
      cashDifference: null,
    }
    const blind = sessionReportRows(figures)
    assert.lengthOf(blind, 13)
    assert.deepEqual(blind[1], ['Sales (3)', 4500])
    assert.deepEqual(blind[4], ['Returns (1)', 500])
    assert.deepEqual(blind[12], ['Cash out and safe drops', 2000])
    const closed = sessionReportRows({
      ...figures,
      expectedCash: 11_000,
      countedCash: 10_900,
      cashDifference: -100,
    })
    assert.deepEqual(closed.slice(13), [
      ['Expected cash', 11_000],
      ['Counted cash', 10_900],
      ['Difference', -100],
    ])
  })

  test('a sale goes without a session only when the shop lets it: the setting off, or card alone where allowed', ({
    assert,
  }) => {
    const strict = { saleNeedsTillSession: true, cardSalesWithoutSession: false }
    const cardsAllowed = { saleNeedsTillSession: true, cardSalesWithoutSession: true }
    const off = { saleNeedsTillSession: false, cardSalesWithoutSession: false }
    assert.isFalse(saleExcusedFromSession(strict, false))
    assert.isFalse(saleExcusedFromSession(strict, true))
    assert.isFalse(saleExcusedFromSession(cardsAllowed, false))
    assert.isTrue(saleExcusedFromSession(cardsAllowed, true))
    assert.isTrue(saleExcusedFromSession(off, false))
  })
})
