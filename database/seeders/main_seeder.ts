import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import { bootstrapInstallation } from '#services/shop/bootstrap'
import { seedDemo } from '#database/demo/index'
import { seedApprovals } from '#database/demo/approvals'

/**
 * Runs in every installation. The bootstrap data always; the demo data
 * only outside production and only into a database with no users yet, so
 * a second start keeps what people changed.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    const demo = !app.inProduction && process.env.SEED_DEMO !== 'false'
    await bootstrapInstallation({ registrationOpen: !app.inProduction })
    if (!demo) return

    const anyUser = await User.query().select('id').first()
    if (anyUser) return
    await db.transaction((trx) => seedDemo(trx))
    await seedApprovals()
  }
}
