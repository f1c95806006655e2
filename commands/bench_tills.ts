import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Gives the benchmark's data a till per branch and a session a day holding
 * its sales (`addTillSessions`), where it has none: data generated before
 * the generator wrote them, kept by `npm run bench`.
 */
export default class BenchTills extends BaseCommand {
  static commandName = 'bench:tills'
  static description = "File the benchmark's kept sales in till sessions, where none exist"
  static options: CommandOptions = { startApp: true }

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { default: Setting } = await import('#models/setting')
    const { addTillSessions } = await import('#database/bench/till_sessions')
    const { businessTimezone } = await Setting.current()
    const sessions = await db.transaction((trx) => addTillSessions(trx, businessTimezone))
    if (sessions === 0) return
    const postgres = db.connection().dialect.name === 'postgres'
    await db.rawQuery(postgres ? 'VACUUM ANALYZE till_sessions, orders, returns' : 'ANALYZE')
    this.logger.success(`${sessions} till sessions filed with the kept sales`)
  }
}
