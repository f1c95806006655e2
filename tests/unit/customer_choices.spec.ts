import { test } from '@japa/runner'
import { customerChoice, customersMatching } from '#common/customer_choices'
import { COUNTER_SEARCH_LIMIT } from '#common/limits'

const kept = [
  { id: 4, name: 'Zoe Park', phone: null, email: 'zoe@example.test' },
  { id: 2, name: 'Ann Buyer', phone: '+44 20 7946 0001', email: 'ann@example.test' },
  { id: 9, name: 'Bob Joanson', phone: null, email: null },
  { id: 1, name: 'Ann Buyer', phone: null, email: 'other.ann@example.test' },
  { id: 7, name: '50% Club', phone: null, email: null },
]

const ids = (found: { id: number }[]) => found.map((customer) => customer.id)

test.group('Customer choices: the counter picker’s offers and search', () => {
  test('a choice is the id as text, and the name with the phone or else the email', ({
    assert,
  }) => {
    assert.deepEqual(customerChoice(kept[1]), {
      value: '2',
      label: 'Ann Buyer · +44 20 7946 0001',
    })
    assert.deepEqual(customerChoice(kept[0]), { value: '4', label: 'Zoe Park · zoe@example.test' })
    assert.deepEqual(customerChoice(kept[2]), { value: '9', label: 'Bob Joanson' })
  })

  test('finds the text anywhere in the name, phone or email, case-blind, by name then id', ({
    assert,
  }) => {
    assert.deepEqual(ids(customersMatching(kept, 'AN')), [1, 2, 9])
    assert.deepEqual(ids(customersMatching(kept, '7946')), [2])
    assert.deepEqual(ids(customersMatching(kept, 'zoe@EXAMPLE')), [4])
    assert.deepEqual(ids(customersMatching(kept, '  park ')), [4])
    // Looked for whole, as the server's search: both words, in this order.
    assert.deepEqual(ids(customersMatching(kept, 'ann buyer')), [1, 2])
    assert.deepEqual(ids(customersMatching(kept, 'buyer ann')), [])
    // Wildcards are plain characters.
    assert.deepEqual(ids(customersMatching(kept, '50%')), [7])
    assert.deepEqual(ids(customersMatching(kept, '%')), [7])
    assert.deepEqual(ids(customersMatching(kept, 'a_n')), [])
  })

  test('the search is normalised as the server’s validator does; a blank one finds nobody', ({
    assert,
  }) => {
    assert.deepEqual(ids(customersMatching(kept, 'ＺＯＥ')), [4])
    assert.deepEqual(ids(customersMatching(kept, 'Jo\u200Ban')), [9])
    assert.deepEqual(customersMatching(kept, ''), [])
    assert.deepEqual(customersMatching(kept, '   '), [])
    assert.deepEqual(customersMatching(kept, 'nobody'), [])
  })

  test('offers at most as many as one counter search, the first by name', ({ assert }) => {
    const many = Array.from({ length: COUNTER_SEARCH_LIMIT + 5 }, (_, index) => ({
      id: 100 + index,
      name: `Regular ${String(COUNTER_SEARCH_LIMIT + 5 - index).padStart(2, '0')}`,
      phone: null,
      email: null,
    }))
    const found = customersMatching(many, 'regular')
    assert.lengthOf(found, COUNTER_SEARCH_LIMIT)
    assert.equal(found[0].name, 'Regular 01')
    assert.equal(found.at(-1)!.name, `Regular ${String(COUNTER_SEARCH_LIMIT).padStart(2, '0')}`)
  })
})
