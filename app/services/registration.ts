import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { administratorRole } from '#services/bootstrap'
import { recordAudit } from '#services/audit_log'
import { refuseTakenEmail } from '#exceptions/account_errors'

/**
 * Creates a self-registered account. It starts without a role (waiting for
 * access), except outside production where the very first account of an
 * empty database becomes Administrator so a newcomer can try the app.
 */
export async function registerAccount(
  input: { name: string; email: string; password: string },
  options: { production: boolean; ip: string }
) {
  const saving = db.transaction(async (trx) => {
    const anyone = await User.query({ client: trx }).select('id').first()
    const first = !anyone && !options.production
    const role = first ? await administratorRole(trx) : null
    const user = await User.create(
      {
        name: input.name,
        email: input.email,
        password: input.password,
        roleId: role?.id ?? null,
        isActive: true,
        sessionEpoch: 0,
      },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'user.registered',
        userId: user.id,
        subject: { type: 'user', id: user.id },
        changes: { email: user.email, role: role?.name ?? null },
        ip: options.ip,
      },
      trx
    )
    return user
  })
  return saving.catch(refuseTakenEmail)
}
