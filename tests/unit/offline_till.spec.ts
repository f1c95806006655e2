import { test } from '@japa/runner'
import { PROVISIONAL_REF_PATTERN } from '#common/offline_sales'
import {
  MAX_DEVICE_SEQUENCE,
  OFFLINE_REFUSED,
  deviceCodeFrom,
  nextSequence,
  offlineRefusal,
  offlineSaleBody,
  offlineSaleProblem,
  outboxBlocks,
  provisionalRef,
  sendOutcome,
  sendingOrder,
} from '#common/offline_till'
import { settlePayments } from '#common/sale_totals'

test.group('Offline till: the rules the counter follows without the server', () => {
  test('a device code is six letters or digits; its references match what the server accepts', ({
    assert,
  }) => {
    const code = deviceCodeFrom([0, 25, 26, 35, 36, 255])
    assert.equal(code, 'AZ09AD')
    assert.match(provisionalRef(code, 1), PROVISIONAL_REF_PATTERN)
    assert.equal(provisionalRef(code, 12), 'P-AZ09AD-12')
    assert.match(provisionalRef(code, MAX_DEVICE_SEQUENCE), PROVISIONAL_REF_PATTERN)
    assert.throws(() => provisionalRef(code, 0))
    assert.throws(() => provisionalRef(code, MAX_DEVICE_SEQUENCE + 1))
    assert.throws(() => provisionalRef('az09ad', 1))
    assert.throws(() => deviceCodeFrom([1, 2, 3]))
  })

  test('the sequence only grows, and stops at seven digits', ({ assert }) => {
    assert.equal(nextSequence(0), 1)
    assert.equal(nextSequence(41), 42)
    assert.equal(nextSequence(-3), 1)
    assert.equal(nextSequence(MAX_DEVICE_SEQUENCE - 1), MAX_DEVICE_SEQUENCE)
    assert.isNull(nextSequence(MAX_DEVICE_SEQUENCE))
  })

  test('what needs the server is refused offline with a message that says what to do', ({
    assert,
  }) => {
    for (const action of Object.keys(OFFLINE_REFUSED) as (keyof typeof OFFLINE_REFUSED)[]) {
      assert.isAbove(offlineRefusal(action).length, 20)
    }
    assert.match(offlineRefusal('park'), /^No connection: a sale cannot be parked offline/)
    assert.match(offlineRefusal('close_session'), /once the connection is back/)
  })

  test('sign-out and closing the session wait for an empty outbox', ({ assert }) => {
    assert.isNull(outboxBlocks(0, 'sign_out'))
    assert.equal(
      outboxBlocks(1, 'sign_out'),
      '1 sale made offline has not been sent yet: sign out once the connection is back and they are sent.'
    )
    assert.match(
      outboxBlocks(3, 'close_session')!,
      /^3 sales made offline have not been sent yet: close the till session/
    )
  })

  test('the outbox sends the signed-in user’s sales in the order they were made', ({ assert }) => {
    const entries = [
      { key: 'c', sequence: 3, madeAt: '2026-11-28T10:00:00.000Z', userId: 7 },
      { key: 'a', sequence: 1, madeAt: '2026-11-28T10:05:00.000Z', userId: 7 },
      { key: 'x', sequence: 2, madeAt: '2026-11-28T10:01:00.000Z', userId: 9 },
      { key: 'b', sequence: 2, madeAt: '2026-11-28T10:02:00.000Z', userId: 7 },
    ]
    // The sequence decides, not the clock, which may have stepped back between sales.
    assert.deepEqual(
      sendingOrder(entries, 7).map((entry) => entry.key),
      ['a', 'b', 'c']
    )
    assert.deepEqual(
      sendingOrder(entries, 9).map((entry) => entry.key),
      ['x']
    )
    assert.lengthOf(entries, 4)
  })

  test('201 and 200 acknowledge a sale; a 422 is kept, not retried blindly; the rest is kept', ({
    assert,
  }) => {
    assert.equal(sendOutcome(201), 'acknowledged')
    assert.equal(sendOutcome(200), 'acknowledged')
    assert.equal(sendOutcome(422), 'refused')
    assert.equal(sendOutcome(500), 'failed')
    assert.equal(sendOutcome(503), 'failed')
    assert.equal(sendOutcome(302), 'failed')
    assert.equal(sendOutcome(null), 'unreachable')
  })

  test('the request body is the cart without park, with its reference and its instant in UTC', ({
    assert,
  }) => {
    const cart = {
      idempotency_key: '0f8fad5b-d9cb-469f-a165-70867728950e',
      branch_id: 1,
      till_id: 2,
      customer_id: null,
      lines: [{ product_id: 5, quantity: 2, unit_price: null, discount: null }],
      order_discount: { kind: 'percent', value: 1000 },
      payments: [{ method: 'cash', amount: 2000 }],
      note: null,
      park: false,
    }
    const madeAt = new Date('2026-11-28T12:34:56.789+02:00')
    assert.deepEqual(offlineSaleBody(cart, 'P-AZ09AD-3', madeAt), {
      idempotency_key: cart.idempotency_key,
      branch_id: 1,
      till_id: 2,
      customer_id: null,
      lines: cart.lines,
      order_discount: cart.order_discount,
      payments: cart.payments,
      note: null,
      provisional_ref: 'P-AZ09AD-3',
      made_at: '2026-11-28T10:34:56.789Z',
    })
  })

  test('a cart completes offline only when the server would record it without asking', ({
    assert,
  }) => {
    const ready = {
      lines: 2,
      readable: true,
      settlement: settlePayments(1000, [{ method: 'cash', amount: 2000 }]),
      withinCap: true,
      priceOverridden: false,
      mayOverridePrice: false,
      sessionMissing: false,
    }
    assert.isNull(offlineSaleProblem(ready))
    assert.equal(offlineSaleProblem({ ...ready, sessionMissing: true }), OFFLINE_REFUSED.no_session)
    assert.equal(offlineSaleProblem({ ...ready, lines: 0 }), 'Scan or find at least one product.')
    assert.match(offlineSaleProblem({ ...ready, readable: false })!, /cannot be read/)
    assert.equal(
      offlineSaleProblem({ ...ready, priceOverridden: true }),
      OFFLINE_REFUSED.price_override
    )
    assert.isNull(offlineSaleProblem({ ...ready, priceOverridden: true, mayOverridePrice: true }))
    assert.equal(
      offlineSaleProblem({ ...ready, withinCap: false }),
      OFFLINE_REFUSED.discount_over_cap
    )
    assert.equal(
      offlineSaleProblem({ ...ready, settlement: settlePayments(1000, []) }),
      'The payments do not cover the total yet.'
    )
    assert.equal(
      offlineSaleProblem({
        ...ready,
        settlement: settlePayments(1000, [{ method: 'cash', amount: 400 }]),
      }),
      'The payments do not cover the total yet.'
    )
    assert.match(
      offlineSaleProblem({
        ...ready,
        settlement: settlePayments(1000, [{ method: 'card', amount: 1500 }]),
      })!,
      /change is given from cash only/
    )
    // A sale discounted to nothing needs no payment.
    assert.isNull(offlineSaleProblem({ ...ready, settlement: settlePayments(0, []) }))
  })
})
