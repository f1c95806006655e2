import type Customer from '#models/customer'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { customerChoice } from '#common/customer_choices'

/** A customer as the counter's picker offers and shows them (`customerChoice`). */
export default class CustomerChoiceTransformer extends BaseTransformer<Customer> {
  toObject() {
    return customerChoice(this.resource)
  }
}
