import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { parse } from 'csv-parse/sync'
import db from '@adonisjs/lucid/services/db'
import Setting from '#models/setting'
import TillSession from '#models/till_session'
import User from '#models/user'
import { timestampBinding } from '#support/sql_time'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf, textOf } from '#tests/helpers/responses'
import { branchCoded } from '#tests/helpers/stock'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

const at = (iso: string) => timestampBinding(DateTime.fromISO(iso), db.connection().dialect.name)

async function openedAt(session: TillSession, opened: string, closed?: string) {
  await TillSession.query()
    .where('id', session.id)
    .update({ opened_at: at(opened), ...(closed ? { closed_at: at(closed) } : {}) })
}

/**
 * Four sessions: at Downtown, Front 1 closed 0.50 short on 10 March and open
 * again on 12 March, Back 1 closed even on 11 March; at Harbour Mall, one
 * open since 12 March, which the manager of Downtown and Northside never sees.
 */
async function sessions() {
  await Setting.query().update({ business_timezone: 'UTC' })
  const front = await tillAt('DTN', 'Front 1', 'FRONT1')
  const back = await tillAt('DTN', 'Back 1', 'BACK1')
  const harbour = await tillAt('HBR', 'Harbour 1', 'HARB1')
  const short = await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', front), {
    countedCash: 9950,
  })
  const even = await closedBy(
    'manager@demo.test',
    await openedBy('manager@demo.test', back, 5000),
    {
      countedCash: 5000,
    }
  )
  const open = await openedBy('cashier@demo.test', front, 2000)
  const away = await openedBy('admin@demo.test', harbour)
  await openedAt(short, '2026-03-10T10:00:00Z', '2026-03-10T18:00:00Z')
  await openedAt(even, '2026-03-11T10:00:00Z', '2026-03-11T18:00:00Z')
  await openedAt(open, '2026-03-12T10:00:00Z')
  await openedAt(away, '2026-03-12T11:00:00Z')
  return { front, back, harbour, short, even, open, away }
}

const idsOf = (props: Record<string, any>) => props.sessions.map((row: { id: number }) => row.id)

test.group('Till sessions list', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('the manager sees the sessions of their branches, newest first, the count once closed', async ({
    client,
    assert,
  }) => {
    const { short, even, open, away } = await sessions()
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/till-sessions')
    page.assertInertiaComponent('tills/sessions')
    const props = page.inertiaProps
    assert.deepEqual(idsOf(props), [open.id, even.id, short.id])
    assert.notInclude(idsOf(props), away.id)
    assert.equal(props.meta.total, 3)
    assert.deepEqual(
      props.choices.tills.map((option: { label: string }) => option.label),
      ['Back 1', 'Front 1']
    )
    assert.deepEqual(
      props.choices.cashiers.map((option: { label: string }) => option.label),
      ['Maria Lopez', 'Sam Carter']
    )
    assert.isTrue(props.can.export)
    assert.deepInclude(props.sessions[2], {
      till: 'Front 1',
      branch: 'Downtown',
      openedBy: 'Sam Carter',
      zNumber: 'Z-FRONT1-000001',
      openingFloat: 10_000,
      expectedCash: 10_000,
      countedCash: 9950,
      cashDifference: -50,
    })
    assert.equal(
      DateTime.fromISO(props.sessions[2].openedAt).toUTC().toISO(),
      '2026-03-10T10:00:00.000Z'
    )
    // An open session's expected cash stays off the list, as a blind count asks.
    assert.deepInclude(props.sessions[0], {
      zNumber: null,
      status: 'open',
      expectedCash: null,
      countedCash: null,
      cashDifference: null,
    })

    const harbour = await branchCoded('HBR')
    assert.equal(await statusOf(manager.visit(`/till-sessions?branch=${harbour.id}`)), 404)
    const admin = await signedIn(client, 'admin@demo.test')
    const all = await admin.visit('/till-sessions')
    assert.deepEqual(idsOf(all.inertiaProps), [away.id, open.id, even.id, short.id])
  })

  test('filters: branch, till, cashier, days, with a difference; sorted oldest first', async ({
    client,
    assert,
  }) => {
    const { front, short, even, open, away } = await sessions()
    const maria = await User.findByOrFail('email', 'manager@demo.test')
    const admin = await signedIn(client, 'admin@demo.test')
    const list = async (query: string) => {
      const page = await admin.visit(`/till-sessions?${query}`)
      return idsOf(page.inertiaProps)
    }
    const downtown = await branchCoded('DTN')
    assert.deepEqual(await list(`branch=${downtown.id}`), [open.id, even.id, short.id])
    assert.deepEqual(await list(`till=${front.id}`), [open.id, short.id])
    assert.deepEqual(await list(`cashier=${maria.id}`), [even.id])
    assert.deepEqual(await list('difference=true'), [short.id])
    assert.deepEqual(await list('from=2026-03-11&to=2026-03-11'), [even.id])
    assert.deepEqual(await list('from=2026-03-12'), [away.id, open.id])
    assert.deepEqual(await list('to=2026-03-09'), [])
    assert.deepEqual(await list('sort=oldest'), [short.id, even.id, open.id, away.id])
    assert.deepEqual(await list('sort=sales_desc&till=0'), [away.id, open.id, even.id, short.id])

    const refused = await admin.visit('/till-sessions?from=0999-01-01', (request) =>
      request.header('Referer', '/till-sessions')
    )
    assert.equal(refused.status(), 302)
  })

  test('who may open it: tills.view or tills.manage; a cashier or a clerk is refused', async ({
    client,
    assert,
  }) => {
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.visit('/till-sessions')), 403)
    assert.equal(await statusOf(cashier.get('/till-sessions/export')), 403)
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.visit('/till-sessions')), 403)
  })

  test('export: the filtered sessions as CSV, in the list’s words and the shop’s locale', async ({
    client,
    assert,
  }) => {
    await sessions()
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.get('/till-sessions/export?sort=oldest')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    assert.deepEqual(parse(response.text(), { bom: true, columns: true }), [
      {
        'Opened': '2026-03-10 10:00:00',
        'Closed': '2026-03-10 18:00:00',
        'Till': 'Front 1',
        'Branch': 'DTN',
        'Opened by': 'Sam Carter',
        'Z number': 'Z-FRONT1-000001',
        'Float': '100.00',
        'Sales': '0',
        'Sales total': '0.00',
        'Expected cash': '100.00',
        'Counted': '99.50',
        'Difference': '-0.50',
      },
      {
        'Opened': '2026-03-11 10:00:00',
        'Closed': '2026-03-11 18:00:00',
        'Till': 'Back 1',
        'Branch': 'DTN',
        'Opened by': 'Maria Lopez',
        'Z number': 'Z-BACK1-000001',
        'Float': '50.00',
        'Sales': '0',
        'Sales total': '0.00',
        'Expected cash': '50.00',
        'Counted': '50.00',
        'Difference': '0.00',
      },
      {
        'Opened': '2026-03-12 10:00:00',
        'Closed': '',
        'Till': 'Front 1',
        'Branch': 'DTN',
        'Opened by': 'Sam Carter',
        'Z number': '',
        'Float': '20.00',
        'Sales': '0',
        'Sales total': '0.00',
        'Expected cash': '',
        'Counted': '',
        'Difference': '',
      },
    ])

    await Setting.query().update({ locale: 'de-DE' })
    const german = await textOf(manager.get('/till-sessions/export?difference=true'))
    const [head, row] = german
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    assert.isTrue(head.startsWith('Opened;Closed;Till;Branch;Opened by;Z number;Float;'))
    assert.isTrue(row.endsWith(';100,00;99,50;-0,50'), row)
  })
})
