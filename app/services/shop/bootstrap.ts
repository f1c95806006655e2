import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import Role from '#models/role'
import Setting from '#models/setting'
import { ADMINISTRATOR_ROLE, PERMISSIONS } from '#support/permissions'

/**
 * Data every installation needs, production included: the Administrator
 * role holding the whole permission catalogue and the settings row.
 * Idempotent, so it runs on every deploy and picks up new permissions.
 */
export async function bootstrapInstallation(options: { registrationOpen: boolean }) {
  await db.transaction(async (trx) => {
    const admin = await Role.query({ client: trx }).where('is_system', true).first()
    if (admin) {
      admin.permissions = [...PERMISSIONS]
      admin.allBranches = true
      admin.maxDiscountBp = 10000
      await admin.useTransaction(trx).save()
    } else {
      await Role.create(
        {
          name: ADMINISTRATOR_ROLE,
          description: 'Every permission in every branch.',
          permissions: [...PERMISSIONS],
          allBranches: true,
          maxDiscountBp: 10000,
          isSystem: true,
        },
        { client: trx }
      )
    }

    const settings = await Setting.query({ client: trx }).first()
    if (!settings) {
      await Setting.create(
        {
          companyName: 'POS Center',
          currency: 'USD',
          locale: 'en-US',
          businessTimezone: 'UTC',
          pricesIncludeTax: false,
          defaultTaxRateBp: 0,
          allowNegativeStock: false,
          registrationOpen: options.registrationOpen,
        },
        { client: trx }
      )
    }
  })
}

export function administratorRole(trx?: TransactionClientContract) {
  return Role.query({ client: trx }).where('is_system', true).firstOrFail()
}
