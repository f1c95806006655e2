import { test } from '@japa/runner'
import { MAX_RECORD_ID, isRecordId, recordIdMatcher } from '#support/record_id'

test.group('Record ids', () => {
  test('are 1 to 2147483647 written plainly', ({ assert }) => {
    assert.equal(MAX_RECORD_ID, 2_147_483_647)
    for (const id of ['1', '9', '10', '999999999', '1000000000', '2099999999', '2147483599']) {
      assert.isTrue(isRecordId(id), id)
    }
    assert.isTrue(isRecordId('2147483647'))
    assert.isTrue(isRecordId(2147483647))
    for (const id of ['2147483648', '2147483650', '2147483700', '2200000000', '3000000000']) {
      assert.isFalse(isRecordId(id), id)
    }
    for (const id of ['0', '01', '-1', '+1', '1e3', '1.0', ' 1', '', '99999999999999999999']) {
      assert.isFalse(isRecordId(id), JSON.stringify(id))
    }
    assert.isFalse(isRecordId(null))
    assert.isFalse(isRecordId(2 ** 31))
  })

  test('the route matcher takes the same ids and casts them to numbers', ({ assert }) => {
    assert.isTrue(recordIdMatcher.match.test('2147483647'))
    assert.isFalse(recordIdMatcher.match.test('2147483648'))
    assert.strictEqual(recordIdMatcher.cast('42'), 42)
  })
})
