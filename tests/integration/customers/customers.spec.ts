import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customer'
import { checkCustomerRow } from '#services/customers/customer_csv'
import {
  createCustomer,
  deleteCustomer,
  eraseCustomer,
  setCustomerActive,
  updateCustomer,
} from '#services/customers/customers'
import { CustomerErased, CustomerInUse } from '#exceptions/customer_errors'
import { customerValidator } from '#validators/customer'
import { DEMO_CUSTOMERS, seedCustomers } from '#database/demo/customers'
import { freshDatabase } from '#tests/helpers/database'
import { UserFactory } from '#database/factories/user_factory'
import { scratchReference } from '#tests/helpers/references'
import { referencesTo } from '#services/platform/references'

const blankRow = { name: '', email: '', phone: '', address: '', notes: '', active: '' }

test.group('Customer rules', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('a CSV row follows the form rules: trimmed, email lower-case, blanks empty', async ({
    assert,
  }) => {
    assert.deepEqual(
      await checkCustomerRow({
        ...blankRow,
        name: '  Jane Doe ',
        email: ' Jane@Example.TEST',
        phone: '+44 (0)20 7946-0000 ext 12',
        active: 'No',
      }),
      {
        row: {
          name: 'Jane Doe',
          email: 'jane@example.test',
          phone: '+44 (0)20 7946-0000 ext 12',
          address: null,
          notes: null,
          isActive: false,
        },
      }
    )
    const active = await checkCustomerRow({ ...blankRow, name: 'Bo' })
    assert.deepEqual('row' in active && active.row.isActive, true)
  })

  test('a bad CSV row gets one message per problem, naming the column', async ({ assert }) => {
    const result = await checkCustomerRow({
      ...blankRow,
      name: 'x'.repeat(121),
      email: 'jane@',
      phone: 'call after six',
      active: 'sometimes',
    })
    assert.deepEqual(result, {
      errors: [
        'name: The name must have at most 120 characters.',
        'email: Enter a valid email address.',
        'phone: Use digits, spaces and + ( ) - . / only.',
        'active: Write yes or no.',
      ],
    })
  })

  test('the form refuses an email another customer holds, naming them, but not its own', async ({
    assert,
  }) => {
    const jane = await Customer.create({ name: 'Jane Doe', email: 'jane@example.test' })
    const validator = customerValidator()
    await assert.rejects(() => validator.validate({ name: 'Jane Two', email: 'JANE@example.test' }))
    try {
      await validator.validate({ name: 'Jane Two', email: 'JANE@example.test' })
    } catch (error) {
      assert.deepEqual((error as { messages: unknown }).messages, [
        {
          field: 'email',
          rule: 'customerEmail',
          message: `Already used by Jane Doe (customer #${jane.id}).`,
        },
      ])
    }
    const own = await customerValidator(jane.id).validate({
      name: 'Jane Doe',
      email: 'JANE@example.test',
    })
    assert.equal(own.email, 'jane@example.test')
  })

  test('an erased customer cannot be changed, reactivated or erased again', async ({ assert }) => {
    const user = await UserFactory.create()
    const actor = { user, ip: null }
    const customer = await createCustomer({ name: 'Jane Doe', email: 'jane@example.test' }, actor)
    await eraseCustomer(customer, actor)
    await assert.rejects(() => updateCustomer(customer, { name: 'Jane' }, actor), CustomerErased)
    await assert.rejects(() => setCustomerActive(customer, true, actor), CustomerErased)
    await assert.rejects(() => eraseCustomer(customer, actor), CustomerErased)
    const stored = await Customer.findOrFail(customer.id)
    assert.equal(stored.name, 'Erased customer')
    assert.isFalse(stored.isActive)
  })

  test('what refers to a customer is what the registry declares', async ({ assert, cleanup }) => {
    const user = await UserFactory.create()
    const actor = { user, ip: null }
    const customer = await Customer.create({ name: 'Jane Doe' })
    const other = await Customer.create({ name: 'John Doe' })
    assert.deepEqual(await referencesTo('customer', customer.id), [])
    const visits = await scratchReference('customer', 'visits', cleanup)
    await visits.refer(customer.id)
    await visits.refer(customer.id)
    assert.deepEqual(await referencesTo('customer', customer.id), ['visits'])
    assert.deepEqual(await referencesTo('customer', other.id), [])
    await assert.rejects(() => deleteCustomer(customer, actor), CustomerInUse)
    await deleteCustomer(other, actor)
    assert.isNull(await Customer.find(other.id))
    assert.isNotNull(await Customer.find(customer.id))
  })

  test('the demo has 40 valid customers, some without email or phone, a few inactive', async ({
    assert,
  }) => {
    assert.lengthOf(DEMO_CUSTOMERS, 40)
    await db.transaction((trx) => seedCustomers(trx))
    const customers = await Customer.all()
    assert.lengthOf(customers, 40)
    assert.isAtLeast(customers.filter((customer) => !customer.email).length, 3)
    assert.isAtLeast(customers.filter((customer) => !customer.phone).length, 3)
    assert.isAtLeast(customers.filter((customer) => !customer.isActive).length, 2)
    for (const customer of customers) {
      const check = await checkCustomerRow({
        name: customer.name,
        email: customer.email ?? '',
        phone: customer.phone ?? '',
        address: customer.address ?? '',
        notes: customer.notes ?? '',
        active: customer.isActive ? 'yes' : 'no',
      })
      assert.property(check, 'row', customer.name)
    }
  })
})
