import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { seedOrganisation } from '#database/demo/organisation'
import { seedAuditHistory } from '#database/demo/audit_history'
import { seedCustomers } from '#database/demo/customers'
import { seedAccess } from '#database/demo/access'
import { seedPins } from '#database/demo/pins'
import { seedProducts } from '#database/demo/products'
import { LOW_STOCK_SKUS, seedStock } from '#database/demo/stock'
import { seedSales } from '#database/demo/sales'
import { seedStocktakes } from '#database/demo/stocktakes'
import { openTillsNow, seedTillHistory, seedTills } from '#database/demo/tills'
import { seedQuickKeys } from '#database/demo/quick_keys'
import { seedPurchasing, seedSuppliers } from '#database/demo/purchasing'
import { DemoTimeline } from '#database/demo/timeline'
import { seedOfflineSales } from '#database/demo/offline_sales'
import { closeEndedMonths } from '#services/reports/product_months'

/** Demo data for a newcomer's first start. Each capability adds its part here. */
export async function seedDemo(trx: TransactionClientContract) {
  await seedOrganisation(trx)
  await seedAccess(trx)
  // Till PINs: a manager approves exceptions at the till with theirs
  await seedPins(trx)
  // Customers
  await seedCustomers(trx)

  // Products
  await seedProducts(trx)
  await seedSuppliers(trx)

  // The last 30 days in the order they happened: receipts, counts and transfers; till
  // sessions and the sales filed in them; stocktakes. The setting asking each sale for an
  // open session is off while the history is written (the stock and purchasing steps sell
  // nothing, but a sale placed outside a session's hours must not stop the start), on after.
  const tills = await seedTills(trx)
  await trx.from('settings').update({ sale_needs_till_session: false })
  const timeline = new DemoTimeline()
  await seedStock(trx, timeline)
  seedTillHistory(trx, timeline, tills)
  await seedSales(trx, timeline, tills)
  await seedStocktakes(trx, timeline)
  await seedPurchasing(trx, timeline, LOW_STOCK_SKUS)
  await timeline.play()
  // The months of that history that have ended, closed for the product rankings as
  // housekeeping would; the offline sales below then add to them as sales filed late.
  const settings = await trx.from('settings').orderBy('id').select('business_timezone').first()
  await closeEndedMonths(settings.business_timezone, trx)

  // Every till with a session open now
  await openTillsNow(trx, tills)
  await trx.from('settings').update({ sale_needs_till_session: true })

  // Sales Downtown's Front 1 made offline, sent later: one recorded, one oversold, one kept for review
  await seedOfflineSales(trx, tills)

  // Quick keys at the counter: Bakery and Drinks at Downtown, Produce at Northside
  await seedQuickKeys(trx)

  await seedAuditHistory(trx)
}
