import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Role from '#models/role'
import User from '#models/user'
import { recordAudit, valuesSet, type AuditChanges } from '#services/platform/audit_log'
import type { AuditAction } from '#support/audit_actions'
import { DEMO_PASSWORD } from '#database/demo/organisation'

/**
 * Access requests and their history: a self-registered, confirmed account
 * waiting for a role (the badge on Users), and the role and user changes an
 * administrator made while setting the shop up.
 */
export async function seedAccess(trx: TransactionClientContract) {
  const now = DateTime.utc().startOf('hour')
  const admin = await User.query({ client: trx }).where('email', 'admin@demo.test').firstOrFail()
  const cashierRole = await Role.query({ client: trx }).where('name', 'Cashier').firstOrFail()
  const cashier = await User.query({ client: trx })
    .where('email', 'cashier@demo.test')
    .firstOrFail()

  const priya = await User.create(
    {
      name: 'Priya Shah',
      email: 'priya@demo.test',
      password: DEMO_PASSWORD,
      roleId: null,
      emailVerifiedAt: now.minus({ hours: 170 }),
      isActive: true,
    },
    { client: trx }
  )
  // Registered a week ago, before the sign-ins the audit history gives every account.
  priya.createdAt = now.minus({ hours: 170 })
  await priya.useTransaction(trx).save()

  const history: {
    action: AuditAction
    userId?: number
    subject: { type: string; id: number }
    changes: AuditChanges
    hoursAgo: number
  }[] = [
    {
      action: 'role.updated',
      subject: { type: 'role', id: cashierRole.id },
      changes: { maxDiscountBp: { from: 500, to: cashierRole.maxDiscountBp } },
      hoursAgo: 140,
    },
    {
      action: 'user.created',
      subject: { type: 'user', id: cashier.id },
      changes: valuesSet({
        name: cashier.name,
        email: cashier.email,
        role: 'Cashier',
        branches: ['DTN'],
        active: true,
        method: 'invite',
      }),
      hoursAgo: 150,
    },
    {
      action: 'user.invited',
      subject: { type: 'user', id: cashier.id },
      changes: valuesSet({ email: cashier.email }),
      hoursAgo: 150,
    },
    {
      action: 'user.registered',
      userId: priya.id,
      subject: { type: 'user', id: priya.id },
      changes: valuesSet({ email: priya.email, role: null }),
      hoursAgo: 170,
    },
  ]
  for (const entry of history) {
    const event = await recordAudit(
      {
        action: entry.action,
        actor: { user: { id: entry.userId ?? admin.id }, ip: '192.0.2.10' },
        subject: entry.subject,
        changes: entry.changes,
      },
      trx
    )
    event.createdAt = now.minus({ hours: entry.hoursAgo })
    await event.useTransaction(trx).save()
  }
}
