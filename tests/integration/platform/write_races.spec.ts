import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Role from '#models/role'
import User from '#models/user'
import Customer from '#models/customer'
import AuditEvent from '#models/audit_event'
import PasswordResetToken from '#models/password_reset_token'
import { createUser, updateUser } from '#services/accounts/users'
import { registerAccount } from '#services/accounts/registration'
import { updateProfile } from '#services/accounts/accounts'
import { createRole } from '#services/accounts/roles'
import { acceptInvitation, issueInvitation } from '#services/accounts/invitations'
import { resetPassword } from '#services/accounts/password_reset'
import { passwordMatches } from '#services/accounts/passwords'
import { createCustomer, updateCustomer } from '#services/customers/customers'
import { RoleNameTaken } from '#exceptions/access_errors'
import { CustomerEmailTaken } from '#exceptions/customer_errors'
import { EmailTaken } from '#exceptions/account_errors'
import { isUniqueViolation } from '#support/unique_violation'
import { hashLinkToken, newLinkToken } from '#support/tokens'
import { freshDatabase } from '#tests/helpers/database'

/** What two requests arriving together meet once both passed validation. */
test.group('Writes that race', (group) => {
  group.each.setup(() => freshDatabase())

  async function administrator(email: string) {
    const role = await Role.findByOrFail('name', 'Administrator')
    return User.create({
      name: email,
      email,
      password: 'demo-password',
      roleId: role.id,
      isActive: true,
      emailVerifiedAt: DateTime.utc(),
    })
  }

  test('two administrators demoting each other at once leave one administrator', async ({
    assert,
  }) => {
    await User.query().where('email', 'admin@demo.test').update({ is_active: false })
    const ann = await administrator('ann@demo.test')
    const bob = await administrator('bob@demo.test')
    await ann.load('role')
    await bob.load('role')
    const manager = await Role.findByOrFail('name', 'Manager')
    const demote = (actor: User, target: User) =>
      updateUser({ user: actor, ip: '127.0.0.1' }, target, {
        name: target.name,
        email: target.email,
        roleId: manager.id,
        branchIds: [],
        isActive: true,
      })

    // Both transactions need a connection at once; open them first so neither waits for one.
    await Promise.all(
      Array.from({ length: 4 }, () => db.transaction((trx) => trx.from('users').first()))
    )
    const results = await Promise.allSettled([demote(ann, bob), demote(bob, ann)])
    assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected'])
    const admins = await User.query()
      .where('role_id', ann.roleId!)
      .where('is_active', true)
      .count('* as total')
    assert.equal(Number(admins[0].$extras.total), 1)
  })

  test('an invitation link submitted twice at once sets one password', async ({ assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const cashier = await Role.findByOrFail('name', 'Cashier')
    const invited = await User.create({
      name: 'Ines Vited',
      email: 'ines@demo.test',
      password: null,
      roleId: cashier.id,
      isActive: true,
    })
    const url = await db.transaction((trx) => issueInvitation(invited, admin.id, trx))
    const token = url.split('/').pop()!

    const results = await Promise.all([
      acceptInvitation(token, 'first-long-password', '127.0.0.1'),
      acceptInvitation(token, 'second-long-password', '127.0.0.1'),
    ])
    assert.lengthOf(
      results.filter((user) => user !== null),
      1
    )
    assert.isNull(await acceptInvitation(token, 'third-long-password', '127.0.0.1'))
  })

  test('a reset link used ten times at once sets one password and is spent', async ({ assert }) => {
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    const token = newLinkToken()
    await PasswordResetToken.create({
      userId: clerk.id,
      tokenHash: hashLinkToken(token),
      expiresAt: DateTime.utc().plus({ minutes: 30 }),
    })
    const passwords = Array.from({ length: 10 }, (_, index) => `racing-password-${index}`)

    // Every attempt needs a connection at once; open them first so none waits for one.
    await Promise.all(passwords.map(() => db.transaction((trx) => trx.from('users').first())))
    const results = await Promise.all(
      passwords.map((password) => resetPassword(token, password, '127.0.0.1'))
    )
    const winners = passwords.filter((_password, index) => results[index] !== null)
    assert.lengthOf(winners, 1)
    await clerk.refresh()
    assert.isTrue(await passwordMatches(clerk, winners[0]))
    assert.lengthOf(await PasswordResetToken.all(), 0)
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.password_reset'), 1)
    assert.isNull(await resetPassword(token, 'one-more-password', '127.0.0.1'))
  })

  test('an email the index refuses names the customer who has it', async ({ assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const actor = { user: admin, ip: null }
    const first = await createCustomer({ name: 'Olivia Bennett', email: 'olivia@mail.test' }, actor)
    await assert.rejects(
      () => createCustomer({ name: 'Olive B.', email: 'olivia@mail.test' }, actor),
      CustomerEmailTaken,
      `Already used by Olivia Bennett (customer #${first.id}).`
    )
    const other = await createCustomer({ name: 'Oscar Brown', email: 'oscar@mail.test' }, actor)
    await assert.rejects(
      () => updateCustomer(other, { name: 'Oscar Brown', email: 'olivia@mail.test' }, actor),
      CustomerEmailTaken
    )
    assert.lengthOf(await Customer.query().where('email', 'olivia@mail.test'), 1)
  })

  test('a role name the index refuses in another case is a field error', async ({ assert }) => {
    const admin = await User.query().where('email', 'admin@demo.test').preload('role').firstOrFail()
    const input = { permissions: ['dashboard.view'], allBranches: false, maxDiscountBp: 0 }
    await assert.rejects(
      () => createRole({ user: admin, ip: '127.0.0.1' }, { ...input, name: 'cashier' }),
      RoleNameTaken
    )
    assert.lengthOf(await Role.query().whereILike('name', 'cashier'), 1)
  })
})

test.group('Account emails the index refuses', (group) => {
  group.each.setup(() => freshDatabase())

  // Each save below passed no validator: the unique index is what refuses it, as it does
  // for the second of two requests that raced past the validator together.
  test('are the email field’s message for registration, users and the profile', async ({
    assert,
  }) => {
    const taken = 'clerk@demo.test'
    const admin = await User.query().where('email', 'admin@demo.test').preload('role').firstOrFail()
    const actor = { user: admin, ip: '127.0.0.1' }
    const cashierRole = await Role.findByOrFail('name', 'Cashier')
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    const access = { roleId: cashierRole.id, branchIds: [] }

    await assert.rejects(
      () =>
        registerAccount(
          { name: 'Copy Cat', email: taken, password: 'blue-kettle-river-42' },
          { production: true, ip: '127.0.0.1' }
        ),
      EmailTaken,
      'An account with this email already exists.'
    )
    await assert.rejects(
      () => createUser(actor, { ...access, name: 'Copy Cat', email: taken, method: 'invite' }),
      EmailTaken
    )
    await assert.rejects(
      () =>
        updateUser(actor, cashier, { ...access, name: cashier.name, email: taken, isActive: true }),
      EmailTaken
    )
    await assert.rejects(
      () => updateProfile({ user: cashier, ip: '127.0.0.1' }, { name: cashier.name, email: taken }),
      EmailTaken
    )
    assert.lengthOf(await User.query().where('email', taken), 1)
    const unchanged = await User.findOrFail(cashier.id)
    assert.equal(unchanged.email, 'cashier@demo.test')
  })
})

test.group('Unique violations', () => {
  test('are recognised by table and column in both databases’ words', ({ assert }) => {
    const sqlite = (message: string) => ({ code: 'SQLITE_CONSTRAINT_UNIQUE', message })
    const pg = (constraint: string) => ({
      code: '23505',
      message: `duplicate key value violates unique constraint "${constraint}"`,
    })
    assert.isTrue(
      isUniqueViolation(sqlite('UNIQUE constraint failed: customers.email'), 'customers', 'email')
    )
    assert.isTrue(
      isUniqueViolation(
        sqlite("UNIQUE constraint failed: index 'roles_name_lower_unique'"),
        'roles',
        'name'
      )
    )
    assert.isTrue(isUniqueViolation(pg('products_sku_lower_unique'), 'products', 'sku'))
    assert.isTrue(isUniqueViolation(pg('branches_code_unique'), 'branches', 'code'))
    assert.isFalse(isUniqueViolation(pg('products_barcode_unique'), 'products', 'sku'))
    assert.isFalse(isUniqueViolation(pg('user_roles_name_unique'), 'roles', 'name'))
    assert.isFalse(isUniqueViolation(pg('roles_names_unique'), 'roles', 'name'))
    assert.isFalse(
      isUniqueViolation({ code: '23503', message: 'customers_email' }, 'customers', 'email')
    )
    assert.isFalse(isUniqueViolation(new Error('customers.email'), 'customers', 'email'))
  })
})
