import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { BranchFactory } from '#database/factories/branch_factory'
import { RoleFactory } from '#database/factories/role_factory'

let sequence = 0

/**
 * A verified, active account signing in with `demo-password`, at an address
 * of its own. Its role and branches come from `.with('role', 1, …)` and
 * `.with('branches', n)` (or `.merge({ roleId })` for an existing role).
 */
export const UserFactory = factory
  .define(User, () => {
    sequence++
    return {
      name: `Factory person ${sequence}`,
      email: `person${sequence}@factory.test`,
      password: 'demo-password',
      isActive: true,
      emailVerifiedAt: DateTime.utc(),
    }
  })
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  .state('inactive', (user) => {
    user.isActive = false
  })
  .relation('role', () => RoleFactory)
  .relation('branches', () => BranchFactory)
  .build()
