import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { seedOrganisation } from '#database/demo/organisation'
import { seedAuditHistory } from '#database/demo/audit_history'
import { seedCustomers } from '#database/demo/customers'
import { seedAccess } from '#database/demo/access'
import { seedProducts } from '#database/demo/products'
import { seedStock } from '#database/demo/stock'

/** Demo data for a newcomer's first start. Each capability adds its part here. */
export async function seedDemo(trx: TransactionClientContract) {
  await seedOrganisation(trx)
  await seedAccess(trx)
  // Customers
  await seedCustomers(trx)

  // Products
  await seedProducts(trx)

  // Stock: receipts, counts and transfers over the last 30 days
  await seedStock(trx)

  await seedAuditHistory(trx)
}
