import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import StockMovement from '#models/stock_movement'
import StockTransfer from '#models/stock_transfer'
import StockTransferLine from '#models/stock_transfer_line'
import type Product from '#models/product'
import { postStockChanges } from '#services/stock/stock_ledger'
import {
  cancelTransfer,
  createTransfer,
  receiveTransfer,
  sendTransfer,
  updateTransfer,
} from '#services/stock/stock_moves'
import { InsufficientStock } from '#exceptions/stock_errors'
import {
  TransferBranchRefused,
  TransferInputRefused,
  TransferStepRefused,
} from '#exceptions/transfer_errors'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

async function stock(product: Product, branchId: number, quantity: number) {
  const actor = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges(
      [{ productId: product.id, branchId, quantity, type: 'receipt', unitCost: 100 }],
      actor,
      trx
    )
  )
}

async function movements(transferId?: number) {
  const query = StockMovement.query().orderBy('id')
  if (transferId) query.where({ reference_type: 'stock_transfer', reference_id: transferId })
  return query
}

/** Downtown → Northside, two products stocked at Downtown (10 and 6). */
async function setting() {
  const dtn = await branchCoded('DTN')
  const nth = await branchCoded('NTH')
  const hbr = await branchCoded('HBR')
  const a = await labelProduct()
  const b = await labelProduct()
  await stock(a, dtn.id, 10)
  await stock(b, dtn.id, 6)
  const manager = await actorFor('manager@demo.test')
  const clerk = await actorFor('clerk@demo.test')
  const admin = await actorFor('admin@demo.test')
  const cashier = await actorFor('cashier@demo.test')
  return { dtn, nth, hbr, a, b, manager, clerk, admin, cashier }
}

async function draft(s: Awaited<ReturnType<typeof setting>>, quantities = [4, 2]) {
  return createTransfer(
    {
      fromBranchId: s.dtn.id,
      toBranchId: s.nth.id,
      note: 'Weekend restock',
      lines: [
        { productId: s.a.id, quantity: quantities[0] },
        { productId: s.b.id, quantity: quantities[1] },
      ],
    },
    s.manager
  )
}

async function movementsOfType(transferId: number, type: string) {
  const rows = await movements(transferId)
  return rows.filter((row) => row.type === type)
}

async function lineFigures(transfer: StockTransfer, fields: (keyof StockTransferLine)[]) {
  const lines = await linesOf(transfer)
  return lines.map((line) => fields.map((field) => line[field]))
}

async function linesOf(transfer: StockTransfer) {
  return StockTransferLine.query().where('stock_transfer_id', transfer.id).orderBy('id')
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as Error & { field?: string }
  }
  throw new Error('expected a refusal')
}

test.group('Stock transfers: drafts', (group) => {
  group.each.setup(() => freshDatabase())

  test('a draft is numbered TR-000001, TR-000002 and moves no stock', async ({ assert }) => {
    const s = await setting()
    const first = await draft(s)
    const second = await draft(s)
    assert.equal(first.number, 'TR-000001')
    assert.equal(second.number, 'TR-000002')
    assert.equal(first.status, 'draft')
    assert.equal(first.createdBy, s.manager.user.id)
    assert.equal(first.note, 'Weekend restock')
    const lines = await linesOf(first)
    assert.deepEqual(
      lines.map((line) => [line.productId, line.quantity, line.receivedQuantity]),
      [
        [s.a.id, 4, null],
        [s.b.id, 2, null],
      ]
    )
    assert.equal(await onHand(s.a.id, s.dtn.id), 10)
    assert.lengthOf(await movements(first.id), 0)
    const event = await AuditEvent.findByOrFail('action', 'transfer.created')
    assert.equal(event.subjectType, 'stock_transfer')
    assert.equal(event.subjectId, String(first.id))
    assert.equal(event.branchId, s.dtn.id)
    assert.equal(event.changes?.number.to, 'TR-000001')
    assert.equal(event.changes?.lines.to, `${s.a.name} × 4, ${s.b.name} × 2`)
    await assertLedgerInvariant(assert)
  })

  test('from and to must differ', async ({ assert }) => {
    const s = await setting()
    const error = await refusal(
      createTransfer(
        {
          fromBranchId: s.dtn.id,
          toBranchId: s.dtn.id,
          lines: [{ productId: s.a.id, quantity: 1 }],
        },
        s.manager
      )
    )
    assert.instanceOf(error, TransferInputRefused)
    assert.equal(error.field, 'to_branch_id')
    assert.equal(
      await StockTransfer.query()
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      0
    )
  })

  test('the creator must hold the source branch; the destination may be any branch', async ({
    assert,
  }) => {
    const s = await setting()
    // The clerk works at Northside only: Downtown is not theirs to empty.
    const error = await refusal(
      createTransfer(
        {
          fromBranchId: s.dtn.id,
          toBranchId: s.nth.id,
          lines: [{ productId: s.a.id, quantity: 1 }],
        },
        s.clerk
      )
    )
    assert.instanceOf(error, TransferBranchRefused)
    assert.equal(error.field, 'from_branch_id')
    // Harbour Mall is outside the manager's branches, but stock may go there.
    const toHarbour = await createTransfer(
      { fromBranchId: s.dtn.id, toBranchId: s.hbr.id, lines: [{ productId: s.a.id, quantity: 1 }] },
      s.manager
    )
    assert.equal(toHarbour.toBranchId, s.hbr.id)
  })

  test('zero, negative and fractional quantities and repeated products are refused per line', async ({
    assert,
  }) => {
    const s = await setting()
    for (const quantity of [0, -1, 1.5]) {
      const error = await refusal(
        createTransfer(
          {
            fromBranchId: s.dtn.id,
            toBranchId: s.nth.id,
            lines: [
              { productId: s.a.id, quantity: 1 },
              { productId: s.b.id, quantity },
            ],
          },
          s.manager
        )
      )
      assert.instanceOf(error, TransferInputRefused)
      assert.equal(error.field, 'lines.1.quantity')
    }
    const repeated = await refusal(
      createTransfer(
        {
          fromBranchId: s.dtn.id,
          toBranchId: s.nth.id,
          lines: [
            { productId: s.a.id, quantity: 1 },
            { productId: s.a.id, quantity: 2 },
          ],
        },
        s.manager
      )
    )
    assert.equal(repeated.field, 'lines.1.product_id')
    assert.equal(repeated.message, 'This product is already on line 1: change its quantity there.')
    const none = await refusal(
      createTransfer({ fromBranchId: s.dtn.id, toBranchId: s.nth.id, lines: [] }, s.manager)
    )
    assert.equal(none.field, 'lines')
    assert.equal(
      await StockTransfer.query()
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      0
    )
    // A refused draft takes no number: the next one is still TR-000001.
    const next = await draft(s)
    assert.equal(next.number, 'TR-000001')
  })

  test('a draft is edited (lines replaced, audited) and editing after sending is refused', async ({
    assert,
  }) => {
    const s = await setting()
    const transfer = await draft(s)
    await updateTransfer(
      transfer,
      {
        fromBranchId: s.dtn.id,
        toBranchId: s.hbr.id,
        note: null,
        lines: [{ productId: s.b.id, quantity: 5 }],
      },
      s.manager
    )
    const lines = await linesOf(transfer)
    assert.deepEqual(
      lines.map((line) => [line.productId, line.quantity]),
      [[s.b.id, 5]]
    )
    await transfer.refresh()
    assert.equal(transfer.toBranchId, s.hbr.id)
    assert.isNull(transfer.note)
    const event = await AuditEvent.findByOrFail('action', 'transfer.updated')
    assert.deepEqual(event.changes?.to, { from: s.nth.name, to: s.hbr.name })
    assert.deepEqual(event.changes?.lines, {
      from: `${s.a.name} × 4, ${s.b.name} × 2`,
      to: `${s.b.name} × 5`,
    })
    assert.lengthOf(await movements(), 2)

    await sendTransfer(transfer, s.manager)
    const error = await refusal(
      updateTransfer(
        transfer,
        {
          fromBranchId: s.dtn.id,
          toBranchId: s.nth.id,
          lines: [{ productId: s.a.id, quantity: 9 }],
        },
        s.manager
      )
    )
    assert.instanceOf(error, TransferStepRefused)
    assert.equal(error.message, `TR-000001 was already sent by ${s.manager.user.name}.`)
    assert.deepEqual(await lineFigures(transfer, ['productId', 'quantity']), [[s.b.id, 5]])
    await assertLedgerInvariant(assert)
  })

  test('a draft is edited only by a user of its source', async ({ assert }) => {
    const s = await setting()
    const transfer = await draft(s)
    const error = await refusal(
      updateTransfer(
        transfer,
        {
          fromBranchId: s.nth.id,
          toBranchId: s.dtn.id,
          lines: [{ productId: s.a.id, quantity: 1 }],
        },
        s.clerk
      )
    )
    assert.instanceOf(error, TransferBranchRefused)
    await transfer.refresh()
    assert.equal(transfer.fromBranchId, s.dtn.id)
  })
})

test.group('Stock transfers: send', (group) => {
  group.each.setup(() => freshDatabase())

  test('sending posts transfer_out for each line at the source', async ({ assert }) => {
    const s = await setting()
    const transfer = await draft(s)
    await sendTransfer(transfer, s.manager)
    await transfer.refresh()
    assert.equal(transfer.status, 'sent')
    assert.equal(transfer.sentBy, s.manager.user.id)
    assert.isNotNull(transfer.sentAt)
    assert.equal(await onHand(s.a.id, s.dtn.id), 6)
    assert.equal(await onHand(s.b.id, s.dtn.id), 4)
    assert.equal(await onHand(s.a.id, s.nth.id), 0)
    const out = await movements(transfer.id)
    assert.deepEqual(
      out.map((row) => [row.productId, row.branchId, row.quantity, row.type, row.userId]),
      [
        [s.a.id, s.dtn.id, -4, 'transfer_out', s.manager.user.id],
        [s.b.id, s.dtn.id, -2, 'transfer_out', s.manager.user.id],
      ]
    )
    const event = await AuditEvent.findByOrFail('action', 'transfer.sent')
    assert.equal(event.branchId, s.dtn.id)
    assert.deepEqual(event.changes?.units, { from: null, to: 6 })
    await assertLedgerInvariant(assert)
  })

  test('a user without the source branch cannot send', async ({ assert }) => {
    const s = await setting()
    const transfer = await draft(s)
    const error = await refusal(sendTransfer(transfer, s.clerk))
    assert.instanceOf(error, TransferBranchRefused)
    assert.equal(error.message, `Only a user of ${s.dtn.name} can send TR-000001.`)
    await transfer.refresh()
    assert.equal(transfer.status, 'draft')
    assert.lengthOf(await movements(transfer.id), 0)
  })

  test('a transfer whose third line cannot be sent leaves nothing of the send', async ({
    assert,
  }) => {
    const s = await setting()
    const c = await labelProduct()
    await stock(c, s.dtn.id, 1)
    const transfer = await createTransfer(
      {
        fromBranchId: s.dtn.id,
        toBranchId: s.nth.id,
        lines: [
          { productId: s.a.id, quantity: 4 },
          { productId: s.b.id, quantity: 2 },
          { productId: c.id, quantity: 2 },
        ],
      },
      s.manager
    )
    const { length: before } = await movements()
    const error = await refusal(sendTransfer(transfer, s.manager))
    assert.instanceOf(error, InsufficientStock)
    assert.equal(error.message, `Not enough ${c.name} at ${s.dtn.name}: 1 available, 2 needed.`)
    await transfer.refresh()
    assert.equal(transfer.status, 'draft')
    assert.isNull(transfer.sentAt)
    assert.lengthOf(await movements(), before)
    assert.equal(await onHand(s.a.id, s.dtn.id), 10)
    assert.equal(await onHand(s.b.id, s.dtn.id), 6)
    assert.equal(await onHand(c.id, s.dtn.id), 1)
    assert.equal(await AuditEvent.query().where('action', 'transfer.sent').first(), null)
    await assertLedgerInvariant(assert)
  })

  test('sending is refused even when the shop allows negative stock', async ({ assert }) => {
    const s = await setting()
    await db.from('settings').update({ allow_negative_stock: true })
    const transfer = await draft(s, [11, 1])
    assert.instanceOf(await refusal(sendTransfer(transfer, s.manager)), InsufficientStock)
    assert.equal(await onHand(s.a.id, s.dtn.id), 10)
  })

  test('a sent, received or cancelled transfer cannot be sent again', async ({ assert }) => {
    const s = await setting()
    const transfer = await draft(s)
    await sendTransfer(transfer, s.manager)
    const again = await refusal(sendTransfer(transfer, s.admin))
    assert.instanceOf(again, TransferStepRefused)
    assert.equal(again.message, `TR-000001 was already sent by ${s.manager.user.name}.`)
    assert.equal(await onHand(s.a.id, s.dtn.id), 6)
    const cancelled = await draft(s)
    await cancelTransfer(cancelled, s.manager)
    const error = await refusal(sendTransfer(cancelled, s.manager))
    assert.equal(error.message, `TR-000002 was already cancelled by ${s.manager.user.name}.`)
    await assertLedgerInvariant(assert)
  })
})

test.group('Stock transfers: receive', (group) => {
  group.each.setup(() => freshDatabase())

  async function sent(s: Awaited<ReturnType<typeof setting>>) {
    const transfer = await draft(s)
    await sendTransfer(transfer, s.manager)
    return { transfer, lines: await linesOf(transfer) }
  }

  test('receiving in full posts transfer_in at the destination', async ({ assert }) => {
    const s = await setting()
    const { transfer, lines } = await sent(s)
    await receiveTransfer(
      transfer,
      lines.map((line) => ({ lineId: line.id, receivedQuantity: line.quantity })),
      s.clerk
    )
    await transfer.refresh()
    assert.equal(transfer.status, 'received')
    assert.equal(transfer.receivedBy, s.clerk.user.id)
    assert.equal(await onHand(s.a.id, s.nth.id), 4)
    assert.equal(await onHand(s.b.id, s.nth.id), 2)
    const rows = await movementsOfType(transfer.id, 'transfer_in')
    assert.deepEqual(
      rows.map((row) => [row.productId, row.branchId, row.quantity, row.userId]),
      [
        [s.a.id, s.nth.id, 4, s.clerk.user.id],
        [s.b.id, s.nth.id, 2, s.clerk.user.id],
      ]
    )
    assert.deepEqual(await lineFigures(transfer, ['receivedQuantity', 'shortfallReason']), [
      [4, null],
      [2, null],
    ])
    const event = await AuditEvent.findByOrFail('action', 'transfer.received')
    // The destination's readers see that it arrived.
    assert.equal(event.branchId, s.nth.id)
    await assertLedgerInvariant(assert)
  })

  test('a shortfall with its reason is lost in transit: no ledger row, kept on the line', async ({
    assert,
  }) => {
    const s = await setting()
    const { transfer, lines } = await sent(s)
    await receiveTransfer(
      transfer,
      [
        { lineId: lines[0].id, receivedQuantity: 3, shortfallReason: 'Crushed box' },
        { lineId: lines[1].id, receivedQuantity: 0, shortfallReason: 'Missing from the van' },
      ],
      s.clerk
    )
    assert.equal(await onHand(s.a.id, s.nth.id), 3)
    assert.equal(await onHand(s.b.id, s.nth.id), 0)
    assert.equal(await onHand(s.a.id, s.dtn.id), 6)
    assert.equal(await onHand(s.b.id, s.dtn.id), 4)
    const rows = await movementsOfType(transfer.id, 'transfer_in')
    // The zero line posts nothing: ledger rows are never zero.
    assert.deepEqual(
      rows.map((row) => [row.productId, row.quantity]),
      [[s.a.id, 3]]
    )
    assert.deepEqual(await lineFigures(transfer, ['receivedQuantity', 'shortfallReason']), [
      [3, 'Crushed box'],
      [0, 'Missing from the van'],
    ])
    const event = await AuditEvent.findByOrFail('action', 'transfer.received')
    assert.equal(
      event.changes?.lost_in_transit.to,
      `${s.a.name}: 1 (Crushed box), ${s.b.name}: 2 (Missing from the van)`
    )
    await assertLedgerInvariant(assert)
  })

  test('a shortfall without a reason is refused beside that line', async ({ assert }) => {
    const s = await setting()
    const { transfer, lines } = await sent(s)
    const error = await refusal(
      receiveTransfer(
        transfer,
        [
          { lineId: lines[0].id, receivedQuantity: 4 },
          { lineId: lines[1].id, receivedQuantity: 1, shortfallReason: '  ' },
        ],
        s.clerk
      )
    )
    assert.instanceOf(error, TransferInputRefused)
    assert.equal(error.field, 'lines.1.shortfall_reason')
    assert.equal(error.message, '1 of 2 missing: say why (lost, damaged in transit…).')
    await transfer.refresh()
    assert.equal(transfer.status, 'sent')
    assert.equal(await onHand(s.a.id, s.nth.id), 0)
  })

  test('more than was sent, or a negative count, is refused', async ({ assert }) => {
    const s = await setting()
    const { transfer, lines } = await sent(s)
    for (const quantity of [3, -1]) {
      const error = await refusal(
        receiveTransfer(
          transfer,
          [
            { lineId: lines[0].id, receivedQuantity: 4 },
            { lineId: lines[1].id, receivedQuantity: quantity, shortfallReason: 'x' },
          ],
          s.clerk
        )
      )
      assert.equal(error.field, 'lines.1.received_quantity')
      assert.equal(error.message, 'Enter a whole number from 0 to 2 (the quantity sent).')
    }
    const missingLine = await refusal(
      receiveTransfer(transfer, [{ lineId: lines[0].id, receivedQuantity: 4 }], s.clerk)
    )
    assert.equal(missingLine.message, 'Count each product of TR-000001 exactly once.')
    assert.equal(await onHand(s.a.id, s.nth.id), 0)
    await transfer.refresh()
    assert.equal(transfer.status, 'sent')
  })

  test('only a user of the destination receives; a draft or received one is refused', async ({
    assert,
  }) => {
    const s = await setting()
    const { transfer, lines } = await sent(s)
    const full = lines.map((line) => ({ lineId: line.id, receivedQuantity: line.quantity }))
    // The cashier works at Downtown, the source, not at Northside.
    const wrongBranch = await refusal(receiveTransfer(transfer, full, s.cashier))
    assert.instanceOf(wrongBranch, TransferBranchRefused)
    assert.equal(wrongBranch.message, `Only a user of ${s.nth.name} can receive TR-000001.`)

    const unsent = await draft(s)
    const draftRefusal = await refusal(receiveTransfer(unsent, [], s.clerk))
    assert.equal(draftRefusal.message, 'TR-000002 is still a draft: it has not been sent.')

    await receiveTransfer(transfer, full, s.clerk)
    const twice = await refusal(receiveTransfer(transfer, full, s.manager))
    assert.instanceOf(twice, TransferStepRefused)
    assert.equal(twice.message, `TR-000001 was already received by ${s.clerk.user.name}.`)
    assert.equal(await onHand(s.a.id, s.nth.id), 4)
    await assertLedgerInvariant(assert)
  })
})

test.group('Stock transfers: cancel', (group) => {
  group.each.setup(() => freshDatabase())

  test('cancelling a draft moves nothing', async ({ assert }) => {
    const s = await setting()
    const transfer = await draft(s)
    await cancelTransfer(transfer, s.manager)
    await transfer.refresh()
    assert.equal(transfer.status, 'cancelled')
    assert.equal(transfer.cancelledBy, s.manager.user.id)
    assert.lengthOf(await movements(transfer.id), 0)
    const event = await AuditEvent.findByOrFail('action', 'transfer.cancelled')
    assert.deepEqual(event.changes?.status, { from: 'draft', to: 'cancelled' })
    assert.equal(event.branchId, s.dtn.id)
  })

  test('cancelling a sent transfer puts the stock back at the source', async ({ assert }) => {
    const s = await setting()
    const transfer = await draft(s)
    await sendTransfer(transfer, s.manager)
    await cancelTransfer(transfer, s.manager)
    assert.equal(await onHand(s.a.id, s.dtn.id), 10)
    assert.equal(await onHand(s.b.id, s.dtn.id), 6)
    const back = await movementsOfType(transfer.id, 'transfer_cancel')
    assert.deepEqual(
      back.map((row) => [row.productId, row.branchId, row.quantity]),
      [
        [s.a.id, s.dtn.id, 4],
        [s.b.id, s.dtn.id, 2],
      ]
    )
    await assertLedgerInvariant(assert)
  })

  test('only a user of the source cancels; received and cancelled ones are final', async ({
    assert,
  }) => {
    const s = await setting()
    const transfer = await draft(s)
    await sendTransfer(transfer, s.manager)
    const wrongBranch = await refusal(cancelTransfer(transfer, s.clerk))
    assert.instanceOf(wrongBranch, TransferBranchRefused)
    assert.equal(wrongBranch.message, `Only a user of ${s.dtn.name} can cancel TR-000001.`)
    await transfer.refresh()
    assert.equal(transfer.status, 'sent')

    const lines = await linesOf(transfer)
    await receiveTransfer(
      transfer,
      lines.map((line) => ({ lineId: line.id, receivedQuantity: line.quantity })),
      s.clerk
    )
    const afterReceipt = await refusal(cancelTransfer(transfer, s.manager))
    assert.equal(afterReceipt.message, `TR-000001 was already received by ${s.clerk.user.name}.`)
    assert.equal(await onHand(s.a.id, s.dtn.id), 6)
    assert.equal(await onHand(s.a.id, s.nth.id), 4)

    const other = await draft(s)
    await cancelTransfer(other, s.manager)
    const twice = await refusal(cancelTransfer(other, s.admin))
    assert.equal(twice.message, `TR-000002 was already cancelled by ${s.manager.user.name}.`)
    await assertLedgerInvariant(assert)
  })
})

test.group('Stock transfers under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase())

  async function warmPool(assert: { isAtLeast: (a: number, b: number) => void }) {
    const connection = db.connection()
    if (connection.dialect.name !== 'postgres') return
    // A real race needs many connections at once: no test-wide transaction, a pool of 10 or more.
    const pool = (connection.getWriteClient().client as unknown as { pool: { max: number } }).pool
    assert.isAtLeast(pool.max, 10)
    await Promise.all(
      Array.from({ length: 10 }, () => db.transaction((trx) => trx.from('branches').first()))
    )
  }

  test('two receives of the same transfer at once post it once', async ({ assert }) => {
    await warmPool(assert)
    const s = await setting()
    const transfer = await draft(s)
    await sendTransfer(transfer, s.manager)
    const lines = await linesOf(transfer)
    const full = lines.map((line) => ({ lineId: line.id, receivedQuantity: line.quantity }))
    const results = await Promise.allSettled([
      receiveTransfer(await StockTransfer.findOrFail(transfer.id), full, s.clerk),
      receiveTransfer(await StockTransfer.findOrFail(transfer.id), full, s.manager),
    ])
    const won = results.filter((result) => result.status === 'fulfilled')
    const lost = results.filter(
      (result): result is PromiseRejectedResult => result.status === 'rejected'
    )
    assert.lengthOf(won, 1)
    assert.lengthOf(lost, 1)
    assert.instanceOf(lost[0].reason, TransferStepRefused)
    assert.match(lost[0].reason.message, /^TR-000001 was already received by /)
    assert.equal(await onHand(s.a.id, s.nth.id), 4)
    assert.equal(await onHand(s.b.id, s.nth.id), 2)
    const rows = await movementsOfType(transfer.id, 'transfer_in')
    assert.lengthOf(rows, 2)
    await assertLedgerInvariant(assert)
  }).timeout(60_000)

  test('a send and a cancel at once leave one consistent outcome', async ({ assert }) => {
    await warmPool(assert)
    const s = await setting()
    for (let round = 0; round < 4; round++) {
      const transfer = await draft(s, [1, 1])
      const results = await Promise.allSettled(
        round % 2 === 0
          ? [sendTransfer(transfer, s.manager), cancelTransfer(transfer, s.admin)]
          : [cancelTransfer(transfer, s.admin), sendTransfer(transfer, s.manager)]
      )
      await transfer.refresh()
      const rows = await movements(transfer.id)
      assert.isTrue(results.some((result) => result.status === 'fulfilled'))
      if (transfer.status === 'sent') {
        // The send won; the cancel came too late or came first and found a sent transfer.
        assert.deepEqual(
          rows.map((row) => row.type),
          ['transfer_out', 'transfer_out']
        )
      } else {
        assert.equal(transfer.status, 'cancelled')
        // Either cancelled as a draft (nothing moved) or sent then cancelled (out and back).
        const sum = rows.reduce((total, row) => total + row.quantity, 0)
        assert.equal(sum, 0)
        assert.oneOf(rows.length, [0, 4])
      }
      await assertLedgerInvariant(assert)
    }
    // Whatever won, Downtown holds exactly what the sent transfers took.
    const sentCount = await StockTransfer.query()
      .where('status', 'sent')
      .count('* as n')
      .then((r) => Number(r[0].$extras.n))
    assert.equal(await onHand(s.a.id, s.dtn.id), 10 - sentCount)
    assert.equal(await onHand(s.b.id, s.dtn.id), 6 - sentCount)
  }).timeout(60_000)
})
