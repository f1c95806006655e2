import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { recordAudit } from '#services/audit_log'

/**
 * A week of sign-ins, a mistyped password and a lockout, so the audit log
 * reads like a real shop's on a first start.
 */
export async function seedAuditHistory(trx: TransactionClientContract) {
  const users = await User.query({ client: trx }).orderBy('id')
  const now = DateTime.utc().startOf('hour')
  const entries: {
    action: string
    user?: User
    changes?: Record<string, unknown>
    hoursAgo: number
  }[] = []

  for (let day = 6; day >= 1; day--) {
    users.forEach((user, index) => {
      entries.push({ action: 'auth.login', user, hoursAgo: day * 24 - 8 - index })
      entries.push({ action: 'auth.logout', user, hoursAgo: day * 24 - 16 - index })
    })
  }
  const cashier = users.find((user) => user.email === 'cashier@demo.test')
  entries.push({
    action: 'auth.login_failed',
    user: cashier,
    changes: { email: 'cashier@demo.test', reason: 'bad_credentials' },
    hoursAgo: 30,
  })
  for (let attempt = 0; attempt < 5; attempt++) {
    entries.push({
      action: 'auth.login_failed',
      changes: { email: 'owner@corner-market.test', reason: 'bad_credentials' },
      hoursAgo: 50,
    })
  }
  entries.push({
    action: 'auth.lockout',
    changes: { email: 'owner@corner-market.test', scope: 'account' },
    hoursAgo: 50,
  })

  entries.sort((a, b) => b.hoursAgo - a.hoursAgo)
  for (const entry of entries) {
    const event = await recordAudit(
      {
        action: entry.action,
        userId: entry.user?.id ?? null,
        changes: entry.changes,
        ip: '192.0.2.10',
      },
      trx
    )
    event.createdAt = now.minus({ hours: entry.hoursAgo })
    await event.useTransaction(trx).save()
  }
}
