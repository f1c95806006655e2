import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { seedOrganisation } from '#database/demo/organisation'
import { seedAuditHistory } from '#database/demo/audit_history'

/** Demo data for a newcomer's first start. Each capability adds its part here. */
export async function seedDemo(trx: TransactionClientContract) {
  await seedOrganisation(trx)
  await seedAuditHistory(trx)
}
