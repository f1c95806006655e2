import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { seedOrganisation } from '#database/demo/organisation'

/** Demo data for a newcomer's first start. Each capability adds its part here. */
export async function seedDemo(trx: TransactionClientContract) {
  await seedOrganisation(trx)
}
