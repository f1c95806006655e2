import { test } from '@japa/runner'
import { DateTime, Duration } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import CsvImport from '#models/csv_import'
import User from '#models/user'
import {
  CsvImportError,
  discardImport,
  findImport,
  previewImport,
  type ImportDefinition,
} from '#services/csv/import'
import { confirmImport } from '#services/csv/confirm'
import { unpackRows } from '#services/csv/preview_rows'
import { frozenClock } from '#tests/helpers/clock'
import { freshDatabase } from '#tests/helpers/database'

interface Thing extends Record<string, unknown> {
  code: string
  label: string
}

/** A small kind for the generic import: a code (unique) and a label. */
function thingImport(options: { taken?: string[]; failOn?: string } = {}) {
  const stored: Thing[] = []
  const definition: ImportDefinition<Thing> = {
    kind: 'things',
    auditAction: 'product.imported',
    columns: [
      { key: 'code', header: 'code', required: true, aliases: ['reference'] },
      { key: 'label', header: 'label' },
    ],
    async validateRow(cells) {
      if (!/^[A-Z]+$/.test(cells.code)) return { errors: ['code: use capital letters.'] }
      return { row: { code: cells.code, label: cells.label } }
    },
    uniqueFields: [{ field: 'code', label: 'code' }],
    table: 'things',
    subjectType: 'thing',
    updateAuditAction: 'product.updated',
    async planRows(rows) {
      return rows.map((row) =>
        options.taken?.includes(row.code)
          ? { errors: ['code: already stored.'] }
          : { plan: { id: null, changes: {} } }
      )
    },
    async insertRows(rows, trx) {
      for (const row of rows) {
        await trx
          .insertQuery()
          .table('audit_events')
          .insert({
            action: `thing.${row.code}`,
            created_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss'),
          })
        if (row.code === options.failOn) throw new Error('disk full')
        stored.push(row)
      }
    },
  }
  return { definition, stored }
}

test.group('CSV import service', (group) => {
  let owner: User
  let other: User
  group.each.setup(async () => {
    await freshDatabase()
    owner = await User.findByOrFail('email', 'cashier@demo.test')
    other = await User.findByOrFail('email', 'manager@demo.test')
  })

  test('the preview reports bad rows by line and keeps the good ones on the server', async ({
    assert,
  }) => {
    const { definition, stored } = thingImport({ taken: ['OLD'] })
    const file = [
      'Reference,Label,Colour',
      'AB,first',
      'ab,lower',
      '"CD","two',
      'lines"',
      'AB,again',
      'OLD,stored',
      'EF,x,y,extra',
      '',
      "GH,'=1+2",
    ].join('\r\n')
    const preview = await previewImport(definition, Buffer.from(file), {
      userId: owner.id,
      filename: 'things.csv',
    })

    assert.deepEqual(preview.errors, [
      { line: 3, messages: ['code: use capital letters.'] },
      { line: 6, messages: ['code: the same as line 2.'] },
      { line: 7, messages: ['code: already stored.'] },
      { line: 8, messages: ['This line has 4 cells; the header has 3.'] },
    ])
    assert.deepEqual(preview.shownRows, await unpackRows(preview.packedRows))
    assert.deepEqual(await unpackRows(preview.packedRows), [
      { line: 2, row: { code: 'AB', label: 'first' }, plan: { id: null, changes: {} } },
      { line: 4, row: { code: 'CD', label: 'two\r\nlines' }, plan: { id: null, changes: {} } },
      { line: 10, row: { code: 'GH', label: '=1+2' }, plan: { id: null, changes: {} } },
    ])
    assert.equal(preview.totalRows, 7)
    assert.equal(preview.validCount, 3)
    assert.equal(preview.newCount, 3)
    assert.equal(preview.errorCount, 4)
    assert.deepEqual(preview.columns, ['code', 'label'])
    assert.deepEqual(preview.ignoredColumns, ['Colour'])
    assert.lengthOf(stored, 0, 'a preview stores nothing')

    const kept = await CsvImport.findOrFail(preview.id)
    assert.equal(kept.userId, owner.id)
    assert.isAtLeast(preview.id.length, 32)
    assert.approximately(kept.expiresAt.diff(DateTime.utc(), 'minutes').minutes, 60, 1)
  })

  test('a formula cell neutralised by an export comes back as typed', async ({ assert }) => {
    const { definition } = thingImport()
    const preview = await previewImport(
      definition,
      Buffer.from("code,label\r\nAB,'=1+2\r\nCD,'plain"),
      { userId: owner.id, filename: 'x.csv' }
    )
    const packed = await unpackRows<Thing>(preview.packedRows)
    assert.deepEqual(
      packed.map((entry) => entry.row.label),
      ['=1+2', "'plain"]
    )
  })

  test('files that cannot be imported at all are refused with a reason', async ({ assert }) => {
    const { definition } = thingImport()
    const cases: [string, RegExp][] = [
      ['label\nx', /must name the column “code”/],
      ['colour,size\nred,1', /must name the column “code”/],
      ['code,Code\nAB,CD', /appears twice/],
      ['code,label\n', /no data rows/],
    ]
    for (const [file, message] of cases) {
      await assert.rejects(
        () => previewImport(definition, Buffer.from(file), { userId: owner.id, filename: 'f.csv' }),
        message
      )
    }
    await assert.rejects(
      () => previewImport(definition, 'label\nx', { userId: owner.id, filename: 'f.csv' }),
      CsvImportError
    )
    assert.equal(
      await CsvImport.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      0
    )
  })

  test('a preview belongs to its owner and its kind, expires, and is used once', async ({
    assert,
    test: current,
  }) => {
    const clock = frozenClock(current)
    const { definition, stored } = thingImport()
    const preview = await previewImport(definition, 'code\nAB\nCD', {
      userId: owner.id,
      filename: 'f.csv',
    })
    assert.isNull(await findImport('things', preview.id, other.id))
    assert.isNull(await findImport('customers', preview.id, owner.id))
    assert.deepEqual(await confirmImport(definition, preview.id, { user: other, ip: null }), {
      status: 'missing',
    })
    assert.lengthOf(stored, 0)

    assert.deepEqual(await confirmImport(definition, preview.id, { user: owner, ip: null }), {
      status: 'imported',
      created: 2,
      updated: 0,
      unchanged: 0,
    })
    assert.deepEqual(stored, [
      { code: 'AB', label: '' },
      { code: 'CD', label: '' },
    ])
    const audit = await AuditEvent.findByOrFail('action', 'product.imported')
    assert.deepEqual(audit.changes, {
      count: { from: null, to: 2 },
      created: { from: null, to: 2 },
      updated: { from: null, to: 0 },
      unchanged: { from: null, to: 0 },
      file: { from: null, to: 'f.csv' },
    })
    assert.equal(audit.userId, owner.id)
    assert.deepEqual(await confirmImport(definition, preview.id, { user: owner, ip: null }), {
      status: 'missing',
    })
    assert.lengthOf(stored, 2)

    // A preview waits one hour for its confirmation, pinned as a literal duration.
    const old = await previewImport(definition, 'code\nEF', { userId: owner.id, filename: 'f.csv' })
    clock.set(Duration.fromObject({ minutes: 59, seconds: 59 }).toMillis())
    const stillThere = await findImport('things', old.id, owner.id)
    assert.equal(stillThere?.id, old.id)
    clock.set(Duration.fromObject({ hours: 1, seconds: 1 }).toMillis())
    assert.isNull(await findImport('things', old.id, owner.id))
    assert.deepEqual(await confirmImport(definition, old.id, { user: owner, ip: null }), {
      status: 'missing',
    })
    await previewImport(definition, 'code\nGH', { userId: owner.id, filename: 'f.csv' })
    assert.isNull(await CsvImport.find(old.id), 'expired previews are purged')

    const discarded = await previewImport(definition, 'code\nIJ', {
      userId: owner.id,
      filename: 'f.csv',
    })
    assert.isFalse(await discardImport('things', discarded.id, other.id))
    assert.isTrue(await discardImport('things', discarded.id, owner.id))
    assert.isNull(await CsvImport.find(discarded.id))
  })

  test('a clash found at confirmation imports nothing and shows up in the preview', async ({
    assert,
  }) => {
    const taken: string[] = []
    const { definition, stored } = thingImport({ taken })
    const preview = await previewImport(definition, 'code\nAB\nCD\nEF', {
      userId: owner.id,
      filename: 'f.csv',
    })
    taken.push('CD')
    assert.deepEqual(await confirmImport(definition, preview.id, { user: owner, ip: null }), {
      status: 'conflicts',
      count: 1,
    })
    assert.lengthOf(stored, 0)
    const updated = await CsvImport.findOrFail(preview.id)
    assert.deepEqual(updated.errors, [{ line: 3, messages: ['code: already stored.'] }])
    const stillValid = await unpackRows(updated.packedRows)
    assert.deepEqual(
      stillValid.map((entry) => entry.line),
      [2, 4]
    )
    assert.equal(updated.validCount, 2)
    assert.deepEqual(await confirmImport(definition, preview.id, { user: owner, ip: null }), {
      status: 'imported',
      created: 2,
      updated: 0,
      unchanged: 0,
    })
  })

  test('a failure while storing rolls every row back and keeps the preview', async ({ assert }) => {
    const { definition } = thingImport({ failOn: 'CD' })
    const preview = await previewImport(definition, 'code\nAB\nCD\nEF', {
      userId: owner.id,
      filename: 'f.csv',
    })
    await assert.rejects(
      () => confirmImport(definition, preview.id, { user: owner, ip: null }),
      'disk full'
    )
    const written = await db.from('audit_events').whereLike('action', 'thing.%')
    assert.lengthOf(written, 0)
    assert.isNotNull(await CsvImport.find(preview.id))
  })

  test('a large file keeps 500 rows and 500 errors to show, counts and imports every row', async ({
    assert,
  }) => {
    const { definition, stored } = thingImport()
    const lines = ['code,label']
    for (let index = 0; index < 1900; index++) {
      // Codes AAA, AAB, ... are valid; every third row is a bad code.
      const code = index % 3 === 2 ? `bad${index}` : letters(index)
      lines.push(`${code},row ${index}`)
    }
    const preview = await previewImport(definition, lines.join('\n'), {
      userId: owner.id,
      filename: 'big.csv',
    })
    assert.equal(preview.totalRows, 1900)
    assert.equal(preview.validCount, 1267)
    assert.equal(preview.errorCount, 633)
    assert.lengthOf(preview.shownRows, 500)
    assert.deepEqual(preview.shownRows[499], {
      line: 750,
      row: { code: letters(748), label: 'row 748' },
      plan: { id: null, changes: {} },
    })
    assert.lengthOf(preview.errors, 500)
    assert.equal(preview.errors[499].line, 1501)
    assert.deepEqual(await confirmImport(definition, preview.id, { user: owner, ip: null }), {
      status: 'imported',
      created: 1267,
      updated: 0,
      unchanged: 0,
    })
    assert.lengthOf(stored, 1267)
    assert.equal(stored[1266].label, 'row 1899')
  })

  test('a user keeps at most 3 open previews: a fourth drops their oldest', async ({ assert }) => {
    const { definition } = thingImport()
    const upload = (user: User, code: string) =>
      previewImport(definition, `code\n${code}`, { userId: user.id, filename: 'f.csv' })
    const othersPreview = await upload(other, 'ZZ')
    // A minute apart, as people upload: the order does not hang on the clock's resolution.
    const uploadedAt = async (code: string, minutesAgo: number) => {
      const preview = await upload(owner, code)
      preview.createdAt = DateTime.utc().minus({ minutes: minutesAgo })
      return preview.save()
    }
    const first = await uploadedAt('AB', 3)
    const later = [await uploadedAt('CD', 2), await uploadedAt('EF', 1)]
    assert.isNotNull(await findImport('things', first.id, owner.id))
    const fourth = await upload(owner, 'GH')
    assert.isNull(await CsvImport.find(first.id), 'the oldest is dropped')
    for (const kept of [...later, fourth]) assert.isNotNull(await CsvImport.find(kept.id))
    assert.isNotNull(await CsvImport.find(othersPreview.id), 'another user’s preview stays')
  })
})

/** 0 -> "AAA", 1 -> "AAB", ...: distinct capital-letter codes. */
function letters(index: number) {
  const digits = index.toString(26).padStart(3, '0')
  return [...digits].map((digit) => String.fromCharCode(65 + Number.parseInt(digit, 26))).join('')
}
