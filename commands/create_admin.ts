import { DateTime } from 'luxon'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { passwordProblem } from '#support/password_policy'

/**
 * Creates a verified administrator from the command line: how the first
 * account of a production installation is made, since registration there
 * gives no rights.
 */
export default class CreateAdmin extends BaseCommand {
  static commandName = 'admin:create'
  static description = 'Create a verified administrator account (the password is asked at a prompt)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Full name of the administrator' })
  declare name?: string

  @flags.string({ description: 'Email address used to sign in' })
  declare email?: string

  async run() {
    const { default: User } = await import('#models/user')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { administratorRole, bootstrapInstallation } = await import('#services/shop/bootstrap')
    const { recordAudit, valuesSet } = await import('#services/platform/audit_log')

    const name = String(
      this.name ??
        (await this.prompt.ask('Full name', {
          validate: (value) => (value ?? '').trim().length > 0 || 'Enter a name',
        }))
    )
    const email = String(
      this.email ??
        (await this.prompt.ask('Email', {
          validate: (value) =>
            /^\S+@\S+\.\S+$/.test((value ?? '').trim()) || 'Enter a valid email address',
        }))
    )
      .trim()
      .toLowerCase()

    if (await User.findByEmail(email)) {
      this.logger.error(`An account with the email ${email} already exists`)
      this.exitCode = 1
      return
    }

    const password = await this.prompt.secure('Password', {
      validate: (value) => passwordProblem(value ?? '') ?? true,
    })
    const confirmation = await this.prompt.secure('Password again')
    if (password !== confirmation) {
      this.logger.error('The two passwords do not match; nothing was created')
      this.exitCode = 1
      return
    }

    await bootstrapInstallation({ registrationOpen: false })
    const user = await db.transaction(async (trx) => {
      const role = await administratorRole(trx)
      const created = await User.create(
        {
          name: name.trim(),
          email,
          password,
          roleId: role.id,
          isActive: true,
          emailVerifiedAt: DateTime.utc(),
        },
        { client: trx }
      )
      await recordAudit(
        {
          action: 'user.created',
          actor: { user: null, ip: null },
          subject: { type: 'user', id: created.id },
          changes: valuesSet({ via: 'cli', email }),
        },
        trx
      )
      return created
    })
    this.logger.success(`Administrator ${user.email} created`)
  }
}
