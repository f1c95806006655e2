import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import app from '@adonisjs/core/services/app'
import ace from '@adonisjs/core/services/ace'
import Role from '#models/role'
import User from '#models/user'
import Branch from '#models/branch'
import Setting from '#models/setting'
import AuditEvent from '#models/audit_event'
import CreateAdmin from '#commands/create_admin'
import { PERMISSIONS } from '#support/permissions'
import { freshDatabase } from '#tests/helpers/database'
import { Agent } from '#tests/helpers/agent'

const run = promisify(execFile)

/** Runs `node ace …` in a child process with its own environment, as an operator would. */
function aceCommand(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['ace', ...args], {
    cwd: app.makePath(),
    env: { ...process.env, ...env },
    timeout: 60_000,
  })
}

test.group('Installation', () => {
  test('a production seed creates the bootstrap data and no demo data', async ({ assert }) => {
    // Named by the process: CI runs this suite on SQLite and PostgreSQL at once.
    const name = `tmp/production-check-${process.pid}.sqlite3`
    const file = app.makePath(name)
    await rm(file, { force: true })
    const env = {
      NODE_ENV: 'production',
      APP_KEY: 'a-production-grade-key-with-more-than-32-chars',
      DB_CONNECTION: 'sqlite',
      SQLITE_PATH: name,
      SESSION_DRIVER: 'database',
      LOG_LEVEL: 'error',
    }
    await aceCommand(['migration:run', '--force'], env)
    await aceCommand(['db:seed'], env)
    await aceCommand(['db:seed'], env)

    const database = new Database(file, { readonly: true })
    try {
      const roles = database
        .prepare('select name, permissions, is_system from roles')
        .all() as any[]
      assert.lengthOf(roles, 1)
      assert.equal(roles[0].name, 'Administrator')
      assert.equal(roles[0].is_system, 1)
      assert.deepEqual(JSON.parse(roles[0].permissions), [...PERMISSIONS])

      const settings = database.prepare('select * from settings').all() as any[]
      assert.lengthOf(settings, 1)
      assert.equal(settings[0].currency, 'USD')
      assert.equal(settings[0].registration_open, 0)

      const count = (table: string) =>
        (database.prepare(`select count(*) as total from ${table}`).get() as { total: number })
          .total
      assert.equal(count('users'), 0)
      assert.equal(count('branches'), 0)
    } finally {
      database.close()
      await rm(file, { force: true })
    }
  }).timeout(120_000)

  test('production refuses to start with a missing, short or example APP_KEY', async ({
    assert,
  }) => {
    for (const key of ['', 'too-short', 'example-key-change-me-with-npm-run-ace-generate-key']) {
      const failure = await aceCommand(['migration:status'], {
        NODE_ENV: 'production',
        APP_KEY: key,
        SQLITE_PATH: `tmp/production-key-check-${process.pid}.sqlite3`,
      }).then(
        () => null,
        (error) => error
      )
      assert.isNotNull(failure, `APP_KEY=${key || '(empty)'} was accepted`)
      assert.match(failure.stderr + failure.stdout, /APP_KEY/)
    }
    await rm(app.makePath(`tmp/production-key-check-${process.pid}.sqlite3`), { force: true })
  }).timeout(120_000)
})

test.group('Bootstrap data', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('the Administrator role holds the whole catalogue and every branch', async ({ assert }) => {
    const admin = await Role.findByOrFail('name', 'Administrator')
    assert.isTrue(admin.isSystem)
    assert.isTrue(admin.allBranches)
    assert.deepEqual(admin.permissions, [...PERMISSIONS])
    assert.lengthOf(await Setting.all(), 1)
  })

  test('bootstrapping again changes nothing but grants new permissions', async ({ assert }) => {
    const admin = await Role.findByOrFail('name', 'Administrator')
    admin.permissions = ['dashboard.view']
    await admin.save()
    const { bootstrapInstallation } = await import('#services/shop/bootstrap')
    await bootstrapInstallation({ registrationOpen: false })
    await bootstrapInstallation({ registrationOpen: false })
    assert.lengthOf(await Role.all(), 1)
    assert.lengthOf(await Setting.all(), 1)
    await admin.refresh()
    assert.deepEqual(admin.permissions, [...PERMISSIONS])
  })

  test('the demo has 3 branches, 4 roles and one verified user per role', async ({ assert }) => {
    await freshDatabase()
    assert.lengthOf(await Branch.all(), 3)
    const roles = await Role.all()
    assert.sameMembers(
      roles.map((role) => role.name),
      ['Administrator', 'Manager', 'Cashier', 'Stock clerk']
    )
    const users = await User.query().preload('role').preload('branches')
    assert.lengthOf(users, 4)
    for (const user of users) assert.isNotNull(user.emailVerifiedAt)
    const manager = users.find((user) => user.email === 'manager@demo.test')!
    assert.lengthOf(manager.branches, 2)
    assert.equal(manager.role.maxDiscountBp, 5000)
  })
})

test.group('admin:create command', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('creates a verified administrator who can sign in', async ({ assert, client }) => {
    const command = await ace.create(CreateAdmin, ['--name=Olive Owner', '--email=Owner@Shop.test'])
    command.prompt.trap('Password').replyWith('a long shop owner passphrase')
    command.prompt.trap('Password again').replyWith('a long shop owner passphrase')
    await command.exec()
    command.assertSucceeded()

    const user = await User.query().where('email', 'owner@shop.test').preload('role').firstOrFail()
    assert.equal(user.role.name, 'Administrator')
    assert.isNotNull(user.emailVerifiedAt)
    assert.notEqual(user.password, 'a long shop owner passphrase')
    assert.exists(await AuditEvent.query().where('action', 'user.created').first())

    const agent = new Agent(client)
    const response = await agent.signIn('owner@shop.test', 'a long shop owner passphrase')
    response.assertHeader('location', '/dashboard')
  })

  test('refuses a common password at the prompt and mismatched confirmations', async ({
    assert,
  }) => {
    const command = await ace.create(CreateAdmin, ['--name=Olive Owner', '--email=owner@shop.test'])
    command.prompt
      .trap('Password')
      .assertFails(
        'password123',
        'This password is too common: choose one that is harder to guess.'
      )
      .assertFails('short', 'The password must have at least 8 characters.')
      .replyWith('a long shop owner passphrase')
    command.prompt.trap('Password again').replyWith('another passphrase entirely')
    await command.exec()
    command.assertFailed()
    assert.lengthOf(await User.all(), 0)
  })
})
