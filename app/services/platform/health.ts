import { readdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'

export interface Health {
  status: 'ok' | 'failing'
  database: 'ok' | 'unreachable'
  migrations: 'current' | 'pending' | 'unknown'
}

const MIGRATIONS_DIRECTORY = 'database/migrations'

let shipped: Promise<string[]> | null = null

/** The migrations this build ships, named as Lucid records them; the files do not change while it runs. */
function shippedMigrations() {
  shipped ??= readdir(app.makePath(MIGRATIONS_DIRECTORY)).then((files) =>
    files
      .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => `${MIGRATIONS_DIRECTORY}/${file.replace(/\.(ts|js)$/, '')}`)
  )
  return shipped
}

/**
 * What a load balancer needs to know before sending this process traffic:
 * the database answers, and every migration this build ships has run on it.
 * It says nothing else (no versions, hosts or errors), as anyone may ask.
 */
export async function checkHealth(): Promise<Health> {
  let ran: Set<string>
  try {
    const rows: { name: string }[] = await db.from('adonis_schema').select('name')
    ran = new Set(rows.map((row) => row.name))
  } catch {
    const reachable = await db
      .rawQuery('SELECT 1')
      .then(() => true)
      .catch(() => false)
    return {
      status: 'failing',
      database: reachable ? 'ok' : 'unreachable',
      migrations: reachable ? 'pending' : 'unknown',
    }
  }
  const migrations = await shippedMigrations()
  const pending = migrations.some((name) => !ran.has(name))
  return {
    status: pending ? 'failing' : 'ok',
    database: 'ok',
    migrations: pending ? 'pending' : 'current',
  }
}
