import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import Database from 'better-sqlite3'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import DbBackup from '#commands/db_backup'
import { freshDatabase } from '#tests/helpers/database'

test.group('db:backup', (group) => {
  group.each.setup(() => freshDatabase())

  test('copies the live SQLite database, rows and all, while a connection is open', async ({
    assert,
    cleanup,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), 'pos-backup-'))
    cleanup(() => rm(folder, { recursive: true, force: true }))
    const destination = join(folder, 'copy.sqlite3')
    const command = await ace.create(DbBackup, [destination])
    await command.exec()
    command.assertSucceeded()

    const copy = new Database(destination, { readonly: true })
    cleanup(() => {
      copy.close()
    })
    const users = await db.from('users').select('email').orderBy('email')
    assert.isAbove(users.length, 3)
    assert.deepEqual(copy.prepare('SELECT email FROM users ORDER BY email').all(), users)
  }).skip(env.get('DB_CONNECTION', 'sqlite') !== 'sqlite', 'SQLite only')

  test('on PostgreSQL it says to use pg_dump', async ({ cleanup }) => {
    ace.ui.switchMode('raw')
    cleanup(() => ace.ui.switchMode('normal'))
    const command = await ace.create(DbBackup, [])
    await command.exec()
    command.assertFailed()
    command.assertLog(
      '[ red(error) ] db:backup copies the SQLite database; on PostgreSQL use pg_dump.'
    )
  }).skip(env.get('DB_CONNECTION', 'sqlite') !== 'pg', 'PostgreSQL only')
})
