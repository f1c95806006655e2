import factory from '@adonisjs/lucid/factories'
import Role from '#models/role'

let sequence = 0

/** A role with no permission and no branch of its own; tests merge what the rule reads. */
export const RoleFactory = factory
  .define(Role, () => {
    sequence++
    return {
      name: `Factory role ${sequence}`,
      permissions: [],
      allBranches: false,
      maxDiscountBp: 0,
      isSystem: false,
    }
  })
  .build()
