import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { bootstrapInstallation } from '#services/shop/bootstrap'
import { DEMO_PASSWORD, seedOrganisation } from '#database/demo/organisation'
import { clearMailbox } from '#tests/helpers/mailbox'
import { forgetLowStockCounts } from '#services/stock/stock_list'
import { isSearchIndexTable } from '#support/search'
import { timestampBinding } from '#support/sql_time'

/** The demo password hashed once per test run (each hash takes some 35 ms). */
let demoPasswordHash: Promise<string> | undefined

/**
 * PostgreSQL empties its tables by deleting their rows with the triggers
 * (foreign keys and the ledger's append-only rule among them) off for the
 * transaction, then restarts the tables' own sequences: a TRUNCATE of every
 * table takes some 120 ms, this some 4 ms. Turning the triggers off takes a
 * superuser; without one it truncates.
 */
async function emptyPostgresTables(tables: string[]) {
  const connection = db.connection()
  try {
    await connection.transaction(async (trx) => {
      await trx.rawQuery('SET LOCAL session_replication_role = replica')
      await trx.rawQuery(tables.map((table) => `DELETE FROM "${table}";`).join(' '))
    })
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error
    await connection.rawQuery(
      `TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`
    )
    return
  }
  await connection.rawQuery(
    `SELECT setval(d.objid::regclass, 1, false) FROM pg_depend d
     JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
     JOIN pg_class t ON t.oid = d.refobjid
     WHERE d.deptype IN ('a', 'i') AND t.relname IN (${tables.map(() => '?').join(', ')})`,
    tables
  )
}

/**
 * Empties every table (sessions and rate-limit counters included) and the
 * mailbox, then
 * lays down the bootstrap data and, unless told otherwise, the demo
 * organisation: branches, roles and one user per role. Sales need no till
 * session unless `tillSessions` asks for the installed default.
 */
export async function freshDatabase(options: { demo?: boolean; tillSessions?: boolean } = {}) {
  const connection = db.connection()
  const allTables = await connection.getAllTables(['public'])
  // SQLite's search indexes follow their tables through triggers.
  const tables = allTables.filter(
    (table) =>
      table !== 'adonis_schema' && table !== 'adonis_schema_versions' && !isSearchIndexTable(table)
  )
  if (connection.dialect.name === 'postgres') {
    await emptyPostgresTables(tables)
  } else {
    await connection.rawQuery('PRAGMA foreign_keys = OFF')
    // The ledger's rows may go only once their product is gone (its append-only trigger).
    const productsFirst = [...tables].sort(
      (a, b) => Number(b === 'products') - Number(a === 'products')
    )
    for (const table of productsFirst) await connection.from(table).delete()
    await connection.rawQuery(`DELETE FROM sqlite_sequence`)
    await connection.rawQuery('PRAGMA foreign_keys = ON')
  }
  await clearMailbox()
  // The tables were emptied behind the services' backs.
  forgetLowStockCounts()
  await bootstrapInstallation({ registrationOpen: false })
  // A fresh install asks for an open till session before a sale; the tests
  // that are not about tills sell without one, those about tills ask for it.
  if (!options.tillSessions) {
    await connection.from('settings').update({ sale_needs_till_session: false })
  }
  if (options.demo !== false) {
    demoPasswordHash ??= hash.use('scrypt').make(DEMO_PASSWORD)
    const passwordHash = await demoPasswordHash
    await db.transaction((trx) => seedOrganisation(trx, { passwordHash }))
  }
}

/**
 * `count` active customers named `${prefix} 00001` onwards, written in
 * bulk: enough for a list longer than it counts (10,000 rows) in a second.
 */
export async function manyCustomers(count: number, prefix: string) {
  const now = timestampBinding(DateTime.utc(), db.connection().dialect.name)
  const rows = Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${String(index + 1).padStart(5, '0')}`,
    is_active: true,
    created_at: now,
    updated_at: now,
  }))
  await db.transaction(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx.table('customers').multiInsert(rows.slice(start, start + 500))
    }
  })
}
