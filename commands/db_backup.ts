import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { DateTime } from 'luxon'
import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Copies the SQLite database with SQLite's online backup API, page by page,
 * while the app keeps serving: nobody needs to stop it or lock the file by
 * hand (a lock held by hand makes every writing request wait). On
 * PostgreSQL, use pg_dump.
 */
export default class DbBackup extends BaseCommand {
  static commandName = 'db:backup'
  static description = 'Copy the SQLite database to a file while the app keeps running'
  static options: CommandOptions = { startApp: true }

  @args.string({
    description: 'Where to write the copy (default tmp/backups/pos_center-<UTC time>.sqlite3)',
    required: false,
  })
  declare destination?: string

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const connection = db.connection()
    if (connection.dialect.name !== 'better-sqlite3') {
      this.logger.error('db:backup copies the SQLite database; on PostgreSQL use pg_dump.')
      this.exitCode = 1
      return
    }
    const destination = this.app.makePath(
      this.destination ??
        `tmp/backups/pos_center-${DateTime.utc().toFormat("yyyyLLdd'T'HHmmss'Z'")}.sqlite3`
    )
    await mkdir(dirname(destination), { recursive: true })
    const raw = (await connection.getWriteClient().client.acquireConnection()) as {
      backup(path: string): Promise<{ totalPages: number }>
    }
    try {
      const { totalPages } = await raw.backup(destination)
      this.logger.success(`Backed up ${totalPages} pages to ${destination}`)
    } finally {
      await connection.getWriteClient().client.releaseConnection(raw)
    }
  }
}
