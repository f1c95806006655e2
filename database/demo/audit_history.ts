import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Product from '#models/product'
import Setting from '#models/setting'
import { recordAudit, valuesSet, type AuditChanges } from '#services/platform/audit_log'
import type { AuditAction } from '#support/audit_actions'

/**
 * A week of sign-ins, a mistyped password and a lockout, and the everyday
 * changes around them (a price change, a customer's new phone, a branch's
 * hours, the receipt footer), so the audit log reads like a real shop's on a
 * first start. Runs after the other demo data, whose records it names.
 */
export async function seedAuditHistory(trx: TransactionClientContract) {
  const users = await User.query({ client: trx }).orderBy('id')
  const now = DateTime.utc().startOf('hour')
  const entries: {
    action: AuditAction
    user?: User
    changes?: AuditChanges
    subject?: { type: string; id: number; branchId?: number }
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
    changes: valuesSet({ email: 'cashier@demo.test', reason: 'bad_credentials' }),
    hoursAgo: 30,
  })
  for (let attempt = 0; attempt < 5; attempt++) {
    entries.push({
      action: 'auth.login_failed',
      changes: valuesSet({ email: 'owner@corner-market.test', reason: 'bad_credentials' }),
      hoursAgo: 50,
    })
  }
  entries.push({
    action: 'auth.lockout',
    changes: valuesSet({ email: 'owner@corner-market.test', scope: 'account' }),
    hoursAgo: 50,
  })

  const settings = await Setting.query({ client: trx }).orderBy('id').firstOrFail()
  const byEmail = (email: string) => users.find((user) => user.email === email)
  const admin = byEmail('admin@demo.test')
  const manager = byEmail('manager@demo.test')
  const product = await Product.query({ client: trx }).orderBy('id').firstOrFail()
  const priceBefore = product.price - 10
  entries.push(
    {
      action: 'product.updated',
      user: manager,
      subject: { type: 'product', id: product.id },
      changes: { price: { from: priceBefore, to: product.price } },
      hoursAgo: 76,
    },
    {
      action: 'product.price_changed',
      user: manager,
      subject: { type: 'product', id: product.id },
      changes: { price: { from: priceBefore, to: product.price } },
      hoursAgo: 76,
    }
  )
  const customer = await Customer.query({ client: trx })
    .whereNotNull('phone')
    .orderBy('id')
    .firstOrFail()
  entries.push({
    action: 'customer.updated',
    user: cashier,
    subject: { type: 'customer', id: customer.id },
    changes: { phone: { from: null, to: customer.phone } },
    hoursAgo: 28,
  })
  const branch = await Branch.query({ client: trx }).orderBy('id').firstOrFail()
  entries.push({
    action: 'branch.updated',
    user: admin,
    subject: { type: 'branch', id: branch.id, branchId: branch.id },
    changes: { phone: { from: null, to: branch.phone } },
    hoursAgo: 100,
  })
  entries.push({
    action: 'settings.updated',
    user: admin,
    changes: {
      receipt_footer: { from: 'Thank you for shopping with us!', to: settings.receiptFooter },
      default_tax_rate_bp: { from: 0, to: settings.defaultTaxRateBp },
    },
    hoursAgo: 120,
  })

  entries.sort((a, b) => b.hoursAgo - a.hoursAgo)
  for (const entry of entries) {
    const event = await recordAudit(
      {
        action: entry.action,
        actor: { user: entry.user ?? null, ip: '192.0.2.10' },
        subject: entry.subject,
        changes: entry.changes,
      },
      trx
    )
    event.createdAt = now.minus({ hours: entry.hoursAgo })
    await event.useTransaction(trx).save()
  }
}
