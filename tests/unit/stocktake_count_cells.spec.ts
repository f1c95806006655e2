import { test } from '@japa/runner'
import { readCountCell } from '#common/stocktakes'
import { checkCountRow } from '#services/stocktakes/count_import'
import { MAX_COUNTED_QUANTITY } from '#common/limits'

test.group('Stocktakes: a handheld file’s cells', () => {
  test('whole units in digits, thousands grouped or not, up to the bound', ({ assert }) => {
    assert.deepEqual(readCountCell('0', 10), { quantity: 0 })
    assert.deepEqual(readCountCell(' 12 ', 100), { quantity: 12 })
    assert.deepEqual(readCountCell('1,000', 1000), { quantity: 1000 })
    assert.deepEqual(readCountCell('1 000 000', MAX_COUNTED_QUANTITY), { quantity: 1_000_000 })
    assert.deepEqual(readCountCell('1000001', MAX_COUNTED_QUANTITY), {
      error: 'Count at most 1,000,000: no shelf holds more. Check the quantity.',
    })
    assert.deepEqual(readCountCell('11', 10), {
      error: 'Count at most 10: no shelf holds more. Check the quantity.',
    })
  })

  test('empty, negative, decimal and words are refused with their reason', ({ assert }) => {
    assert.deepEqual(readCountCell('  ', 10), { error: 'Enter the quantity counted.' })
    assert.deepEqual(readCountCell('-1', 10), { error: 'A count cannot be below 0.' })
    assert.deepEqual(readCountCell('2.5', 10), { error: 'Enter the quantity as a whole number.' })
    assert.deepEqual(readCountCell('1,5', 10), { error: 'Enter the quantity as a whole number.' })
    for (const cell of ['abc', '3 boxes', '1e3', '0x10', '+-2']) {
      assert.deepEqual(
        readCountCell(cell, 10_000),
        { error: 'Enter the quantity as a whole number, in digits.' },
        cell
      )
    }
  })

  test('a row needs a code of a sane length and a quantity; both reasons are given', ({
    assert,
  }) => {
    assert.deepEqual(checkCountRow({ code: ' SNK-001 ', quantity: '3' }), {
      row: { code: 'SNK-001', quantity: 3 },
    })
    assert.deepEqual(checkCountRow({ code: '', quantity: 'x' }), {
      errors: [
        'code: Enter the SKU or barcode counted.',
        'quantity: Enter the quantity as a whole number, in digits.',
      ],
    })
    assert.deepEqual(checkCountRow({ code: 'C'.repeat(65), quantity: '1' }), {
      errors: ['code: At most 64 characters: no SKU or barcode is longer.'],
    })
    assert.deepEqual(checkCountRow({ code: 'C'.repeat(64), quantity: '1' }), {
      row: { code: 'C'.repeat(64), quantity: 1 },
    })
  })
})
