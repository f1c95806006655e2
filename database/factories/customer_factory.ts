import factory from '@adonisjs/lucid/factories'
import Customer from '#models/customer'

let sequence = 0

/** An active customer with a name, an address of its own and a phone number. */
export const CustomerFactory = factory
  .define(Customer, () => {
    sequence++
    return {
      name: `Factory customer ${sequence}`,
      email: `customer${sequence}@factory.test`,
      phone: `+1 555 01${String(sequence % 100).padStart(2, '0')}`,
      isActive: true,
    }
  })
  .state('inactive', (customer) => {
    customer.isActive = false
  })
  .build()
