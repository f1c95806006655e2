import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import AuditEvent from '#models/audit_event'
import TillSession from '#models/till_session'
import User from '#models/user'
import { recordCashMovement } from '#services/tills/cash_movements'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { decodeBarcodesIn, pdfPages, pdfText } from '#tests/helpers/pdf'
import { statusOf } from '#tests/helpers/responses'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

/** Reads the response body as bytes (the client parses only text and JSON by itself). */
function binary(request: ApiRequest) {
  request.request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => done(null, Buffer.concat(chunks)))
  })
}

/**
 * A session at Downtown's till "前台 카운터" (FRONT1), opened by the cashier
 * with 100.00: one cash sale of 25.00, a 20.00 safe drop noted in Greek,
 * closed on a count of 104.75 against 105.00 expected.
 */
async function closedSession() {
  const till = await tillAt('DTN', '前台 카운터', 'FRONT1')
  const session = await openedBy('cashier@demo.test', till)
  const product = await stockedProduct('DTN', 5, { price: 1250, taxRateBp: 0 })
  await sellAs(
    'cashier@demo.test',
    await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'cash', amount: 3000 }],
      tillId: till.id,
    })
  )
  await recordCashMovement(
    session,
    {
      direction: 'out',
      reason: 'safe_drop',
      amount: 2000,
      note: 'Χρηματοκιβώτιο',
      idempotencyKey: randomUUID(),
    },
    await actorFor('cashier@demo.test')
  )
  return closedBy('cashier@demo.test', session, { countedCash: 10_475 })
}

test.group('Tills: the X and Z reports printed', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('the Z report PDF on a roll, its Z number a barcode, any script as text; the next one a COPY', async ({
    client,
    assert,
  }) => {
    const session = await closedSession()
    const cashier = await signedIn(client, 'cashier@demo.test')
    const first = await cashier.get(`/tills/sessions/${session.id}/pdf`, binary)
    first.assertStatus(200)
    assert.equal(first.header('content-type'), 'application/pdf')
    assert.include(first.header('content-disposition'), 'Z-FRONT1-000001.pdf')
    const roll = first.body() as Buffer
    const [page] = await pdfPages(roll)
    assert.closeTo(page.width, 226.77, 0.1)
    assert.isBelow(page.height, 841)
    const text = await pdfText(roll)
    for (const expected of [
      'Z report Z-FRONT1-000001',
      'Till: 前台 카운터',
      'Opening float',
      '$100.00',
      'Sales (1)',
      '$25.00',
      'Cash out and safe drops',
      '$20.00',
      'Expected cash',
      '$105.00',
      'Counted cash',
      '$104.75',
      'Difference',
      '-$0.25',
      'Χρηματοκιβώτιο',
    ]) {
      assert.include(text, expected)
    }
    assert.notInclude(text, 'COPY')
    const [found] = await decodeBarcodesIn(roll, [
      { page: 1, x: 0, y: 0, width: 80, height: (page.height * 25.4) / 72 },
    ])
    assert.deepEqual(
      found.map((symbol) => symbol.text),
      ['Z-FRONT1-000001']
    )
    await session.refresh()
    assert.isNotNull(session.reportPrintedAt)

    const again = await cashier.get(`/tills/sessions/${session.id}/pdf?paper=a4`, binary)
    const a4 = again.body() as Buffer
    assert.include(again.header('content-disposition'), 'Z-FRONT1-000001-copy.pdf')
    const [sheet] = await pdfPages(a4)
    assert.closeTo(sheet.width, 595.28, 0.1)
    assert.closeTo(sheet.height, 841.89, 0.1)
    const copy = await pdfText(a4)
    assert.include(copy, 'COPY')
    assert.include(copy, 'Z report Z-FRONT1-000001')
    const shown = await cashier.visit(`/tills/sessions/${session.id}`)
    assert.isTrue(shown.inertiaProps.printsCopy)
  })

  test('the Print button takes the original once; every later print is a copy', async ({
    client,
    assert,
  }) => {
    const session = await closedSession()
    const page = `/tills/sessions/${session.id}`
    const manager = await signedIn(client, 'manager@demo.test')
    const before = await manager.visit(page)
    assert.isFalse(before.inertiaProps.printsCopy)

    const printed = await manager.post(`${page}/print`, {}, fromPage(page))
    assert.equal(printed.header('location'), page)
    const original = await manager.visit(page)
    assert.isFalse(original.inertiaProps.printsCopy)
    const later = await manager.visit(page)
    assert.isTrue(later.inertiaProps.printsCopy)

    await manager.post(`${page}/print`, {}, fromPage(page))
    const reprint = await manager.visit(page)
    assert.isTrue(reprint.inertiaProps.printsCopy)
    const pdf = await manager.get(`${page}/pdf?paper=a4`, binary)
    assert.include(await pdfText(pdf.body() as Buffer), 'COPY')

    // Each print audited, by whom, how, and whether it was the original.
    const prints = await AuditEvent.query()
      .where('action', 'till.report_printed')
      .where('subject_type', 'till_session')
      .where('subject_id', String(session.id))
      .orderBy('id')
    const { id: managerId } = await User.findByOrFail('email', 'manager@demo.test')
    const { zNumber } = await TillSession.findOrFail(session.id)
    assert.match(zNumber ?? '', /^Z-/)
    assert.deepEqual(
      prints.map((event) => [
        event.userId,
        event.branchId,
        event.changes?.report?.to,
        event.changes?.printed?.to,
        event.changes?.copy?.to,
      ]),
      [
        [managerId, session.branchId, zNumber, 'browser', false],
        [managerId, session.branchId, zNumber, 'browser', true],
        [managerId, session.branchId, zNumber, 'pdf a4', true],
      ]
    )
  })

  test('an open session prints its X report, blind for the cashier, and records no print', async ({
    client,
    assert,
  }) => {
    const till = await tillAt('DTN', 'Front 1', 'FRONT1')
    const open = await openedBy('cashier@demo.test', till)
    const cashier = await signedIn(client, 'cashier@demo.test')
    for (const paper of ['80mm', 'a4']) {
      const response = await cashier.get(`/tills/sessions/${open.id}/pdf?paper=${paper}`, binary)
      response.assertStatus(200)
      const text = await pdfText(response.body() as Buffer)
      assert.include(text, 'X report', paper)
      assert.include(text, 'Still open: not a close', paper)
      assert.notInclude(text, 'Expected cash', paper)
      assert.notInclude(text, 'COPY', paper)
    }
    await cashier.post(`/tills/sessions/${open.id}/print`, {}, fromPage('/tills'))
    const stored = await TillSession.findOrFail(open.id)
    assert.isNull(stored.reportPrintedAt)
    const audited = await AuditEvent.query()
      .where('action', 'till.report_printed')
      .where('subject_id', String(open.id))
      .orderBy('id')
    assert.deepEqual(
      audited.map((event) => [event.changes?.report?.to, event.changes?.printed?.to]),
      [
        ['X report', 'pdf 80mm'],
        ['X report', 'pdf a4'],
        ['X report', 'browser'],
      ]
    )

    const manager = await signedIn(client, 'manager@demo.test')
    const managed = await manager.get(`/tills/sessions/${open.id}/pdf`, binary)
    assert.include(await pdfText(managed.body() as Buffer), 'Expected cash')

    const harbour = await openedBy('admin@demo.test', await tillAt('HBR', 'Harbour 1'))
    assert.equal(await statusOf(cashier.get(`/tills/sessions/${harbour.id}/pdf`)), 404)
    assert.equal(
      await statusOf(cashier.post(`/tills/sessions/${harbour.id}/print`, {}, fromPage('/tills'))),
      404
    )
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.get(`/tills/sessions/${open.id}/pdf`)), 403)
    const unknown = await cashier.get(`/tills/sessions/${open.id}/pdf?paper=a3`)
    assert.notEqual(unknown.status(), 200)
  })
})
