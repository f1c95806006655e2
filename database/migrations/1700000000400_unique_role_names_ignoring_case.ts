import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Role names are compared ignoring case (the validator already does), so
 * "Cashier" and "cashier" cannot both be stored by two saves at once.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE UNIQUE INDEX roles_name_lower_unique ON roles (lower(name))')
  }

  async down() {
    this.schema.raw('DROP INDEX roles_name_lower_unique')
  }
}
