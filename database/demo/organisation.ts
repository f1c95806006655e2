import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Role from '#models/role'
import User from '#models/user'
import Branch from '#models/branch'
import Setting from '#models/setting'
import { administratorRole } from '#services/shop/bootstrap'
import { DEMO_ROLES } from '#support/permissions'

export const DEMO_PASSWORD = 'demo-password'

export const DEMO_BRANCHES = [
  {
    code: 'DTN',
    name: 'Downtown',
    address: '12 Market Street, Springfield',
    phone: '+1 555 0100',
    email: 'downtown@corner-market.test',
  },
  {
    code: 'NTH',
    name: 'Northside',
    address: '480 North Avenue, Springfield',
    phone: '+1 555 0140',
    email: 'northside@corner-market.test',
  },
  {
    code: 'HBR',
    name: 'Harbour Mall',
    address: 'Unit 27, Harbour Mall, Springfield',
    phone: '+1 555 0180',
    email: 'harbour@corner-market.test',
  },
]

/** One verified demo account per role; `branches` are branch codes. */
export const DEMO_USERS = [
  { email: 'admin@demo.test', name: 'Alex Morgan', role: 'Administrator', branches: [] },
  { email: 'manager@demo.test', name: 'Maria Lopez', role: 'Manager', branches: ['DTN', 'NTH'] },
  { email: 'cashier@demo.test', name: 'Sam Carter', role: 'Cashier', branches: ['DTN'] },
  { email: 'clerk@demo.test', name: 'Jordan Lee', role: 'Stock clerk', branches: ['NTH'] },
] as const

/**
 * The demo shop's settings, branches, roles and one user per role.
 * `passwordHash`, the demo password already hashed, is stored as it is:
 * the tests lay this down before nearly every test, and hashing the
 * password four times each time was a tenth of a second of every test.
 */
export async function seedOrganisation(
  trx: TransactionClientContract,
  options: { passwordHash?: string } = {}
) {
  const settings = await Setting.query({ client: trx }).firstOrFail()
  settings.merge({
    companyName: 'Corner Market',
    taxId: 'US-84-1234567',
    registrationOpen: true,
    defaultTaxRateBp: 800,
    receiptHeader: 'Corner Market · Fresh every day',
    receiptFooter: 'Thank you for shopping with us! Returns within 30 days with receipt.',
  })
  await settings.useTransaction(trx).save()

  const branches = await Branch.createMany(DEMO_BRANCHES, { client: trx })
  const branchByCode = new Map(branches.map((branch) => [branch.code, branch]))

  const roles = new Map<string, Role>()
  roles.set('Administrator', await administratorRole(trx))
  for (const definition of DEMO_ROLES) {
    const role = await Role.create(
      { ...definition, permissions: [...definition.permissions], isSystem: false },
      { client: trx }
    )
    roles.set(role.name, role)
  }

  const now = DateTime.utc()
  for (const definition of DEMO_USERS) {
    const user = await User.create(
      {
        name: definition.name,
        email: definition.email,
        password: options.passwordHash ? null : DEMO_PASSWORD,
        roleId: roles.get(definition.role)!.id,
        emailVerifiedAt: now,
        isActive: true,
      },
      { client: trx }
    )
    const branchIds = definition.branches.map((code) => branchByCode.get(code)!.id)
    if (branchIds.length) await user.related('branches').attach(branchIds, trx)
  }
  if (options.passwordHash) {
    await trx
      .from('users')
      .whereIn(
        'email',
        DEMO_USERS.map((definition) => definition.email)
      )
      .update({ password: options.passwordHash })
  }
}
