import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import StockTransfer from '#models/stock_transfer'
import StockTransferLine from '#models/stock_transfer_line'
import type { Actor } from '#services/platform/actor'
import type { AuditChanges } from '#services/platform/audit_log'
import { nextDocumentNumber } from '#services/platform/document_numbers'
import { postStockChanges } from '#services/stock/stock_ledger'
import { operation } from '#services/platform/transactions'
import {
  audit,
  branchName,
  checkedInput,
  linesOf,
  linesSummary,
  lockedInStatus,
  requireBranch,
  writeLines,
  type ReceivedLine,
  type TransferInput,
} from '#services/stock/stock_move_rules'
import { TransferInputRefused, TransferStepRefused } from '#exceptions/transfer_errors'

export { type ReceivedLine, type TransferInput } from '#services/stock/stock_move_rules'

/** A draft transfer, numbered `TR-000001`: no stock moves until it is sent. */
export async function createTransfer(
  input: TransferInput,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const products = await checkedInput(input, actor, trx)
    const transfer = await StockTransfer.create(
      {
        number: await nextDocumentNumber('transfer', trx),
        fromBranchId: input.fromBranchId,
        toBranchId: input.toBranchId,
        status: 'draft',
        note: input.note || null,
        createdBy: actor.user.id,
      },
      { client: trx }
    )
    await writeLines(transfer, input.lines, trx)
    await audit(
      'transfer.created',
      transfer,
      actor,
      {
        number: { from: null, to: transfer.number },
        from: { from: null, to: await branchName(transfer.fromBranchId, trx) },
        to: { from: null, to: await branchName(transfer.toBranchId, trx) },
        lines: { from: null, to: linesSummary(input.lines, products) },
        ...(transfer.note ? { note: { from: null, to: transfer.note } } : {}),
      },
      trx
    )
    return transfer
  }, within)
}

/** Replaces a draft's branches, note and lines; refused once it has been sent or cancelled. */
export async function updateTransfer(
  target: StockTransfer,
  input: TransferInput,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const transfer = await lockedInStatus(target, ['draft'], trx)
    await requireBranch(
      actor,
      transfer.fromBranchId,
      `Only a user of ${await branchName(transfer.fromBranchId, trx)} can change ${transfer.number}.`,
      trx
    )
    const products = await checkedInput(input, actor, trx)
    const oldLines = await linesOf(transfer, trx)
    const before = {
      from: await branchName(transfer.fromBranchId, trx),
      to: await branchName(transfer.toBranchId, trx),
      note: transfer.note,
      lines: linesSummary(
        oldLines,
        new Map(oldLines.map((line) => [line.productId, line.product]))
      ),
    }
    transfer.merge({
      fromBranchId: input.fromBranchId,
      toBranchId: input.toBranchId,
      note: input.note || null,
    })
    await transfer.useTransaction(trx).save()
    await StockTransferLine.query({ client: trx }).where('stock_transfer_id', transfer.id).delete()
    await writeLines(transfer, input.lines, trx)
    const after = {
      from: await branchName(transfer.fromBranchId, trx),
      to: await branchName(transfer.toBranchId, trx),
      note: transfer.note,
      lines: linesSummary(input.lines, products),
    }
    const changes: AuditChanges = {}
    for (const key of Object.keys(after) as (keyof typeof after)[]) {
      if ((before[key] ?? null) !== (after[key] ?? null)) {
        changes[key] = { from: before[key] ?? null, to: after[key] ?? null }
      }
    }
    if (Object.keys(changes).length) await audit('transfer.updated', transfer, actor, changes, trx)
    return transfer
  }, within)
}

/**
 * Sends a draft: every line leaves the source as a `transfer_out` movement.
 * A line the source does not hold refuses the whole send (InsufficientStock)
 * and the transfer stays a draft, untouched. Negative stock is never allowed
 * here: what a branch does not hold cannot be put on a van.
 */
export async function sendTransfer(
  target: StockTransfer,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const transfer = await lockedInStatus(target, ['draft'], trx)
    await requireBranch(
      actor,
      transfer.fromBranchId,
      `Only a user of ${await branchName(transfer.fromBranchId, trx)} can send ${transfer.number}.`,
      trx
    )
    const lines = await linesOf(transfer, trx)
    if (lines.length === 0) {
      throw new TransferStepRefused(`${transfer.number} has no products to send.`)
    }
    await postStockChanges(
      lines.map((line) => ({
        productId: line.productId,
        branchId: transfer.fromBranchId,
        quantity: -line.quantity,
        type: 'transfer_out' as const,
        reference: { type: 'stock_transfer' as const, id: transfer.id },
      })),
      actor,
      trx,
      { allowNegative: false }
    )
    transfer.merge({ status: 'sent', sentBy: actor.user.id, sentAt: DateTime.utc() })
    await transfer.useTransaction(trx).save()
    await audit(
      'transfer.sent',
      transfer,
      actor,
      {
        status: { from: 'draft', to: 'sent' },
        units: { from: null, to: lines.reduce((sum, line) => sum + line.quantity, 0) },
      },
      trx
    )
    return transfer
  }, within)
}

/**
 * Receives a sent transfer at its destination: `transfer_in` of what arrived
 * on each line. What falls short of the quantity sent was lost in transit:
 * it needs a reason and stays on the line (no branch held it, so no ledger
 * row records it). Every line of the transfer must be counted.
 */
export async function receiveTransfer(
  target: StockTransfer,
  received: ReceivedLine[],
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const transfer = await lockedInStatus(target, ['sent'], trx)
    await requireBranch(
      actor,
      transfer.toBranchId,
      `Only a user of ${await branchName(transfer.toBranchId, trx)} can receive ${transfer.number}.`,
      trx
    )
    const lines = await linesOf(transfer, trx)
    const counted = new Map(received.map((entry, index) => [entry.lineId, { entry, index }]))
    if (counted.size !== received.length || received.length !== lines.length) {
      throw new TransferInputRefused(`Count each product of ${transfer.number} exactly once.`)
    }
    const outcome: { line: StockTransferLine; quantity: number; reason: string | null }[] = []
    for (const line of lines) {
      const found = counted.get(line.id)
      if (!found) {
        throw new TransferInputRefused(`Enter what arrived of ${line.product.name}.`)
      }
      const { entry, index } = found
      const quantity = entry.receivedQuantity
      if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > line.quantity) {
        throw new TransferInputRefused(
          `Enter a whole number from 0 to ${line.quantity} (the quantity sent).`,
          { field: `lines.${index}.received_quantity` }
        )
      }
      const reason = entry.shortfallReason?.trim() || null
      if (quantity < line.quantity && !reason) {
        throw new TransferInputRefused(
          `${line.quantity - quantity} of ${line.quantity} missing: say why (lost, damaged in transit…).`,
          { field: `lines.${index}.shortfall_reason` }
        )
      }
      outcome.push({ line, quantity, reason: quantity < line.quantity ? reason : null })
    }

    await postStockChanges(
      outcome
        .filter(({ quantity }) => quantity > 0)
        .map(({ line, quantity }) => ({
          productId: line.productId,
          branchId: transfer.toBranchId,
          quantity,
          type: 'transfer_in' as const,
          reference: { type: 'stock_transfer' as const, id: transfer.id },
        })),
      actor,
      trx
    )
    for (const { line, quantity, reason } of outcome) {
      line.merge({ receivedQuantity: quantity, shortfallReason: reason })
      await line.useTransaction(trx).save()
    }
    transfer.merge({ status: 'received', receivedBy: actor.user.id, receivedAt: DateTime.utc() })
    await transfer.useTransaction(trx).save()
    const lost = outcome
      .filter(({ line, quantity }) => quantity < line.quantity)
      .map(
        ({ line, quantity, reason }) =>
          `${line.product.name}: ${line.quantity - quantity} (${reason})`
      )
    await audit(
      'transfer.received',
      transfer,
      actor,
      {
        status: { from: 'sent', to: 'received' },
        units: { from: null, to: outcome.reduce((sum, { quantity }) => sum + quantity, 0) },
        ...(lost.length ? { lost_in_transit: { from: null, to: lost.join(', ') } } : {}),
      },
      trx,
      transfer.toBranchId
    )
    return transfer
  }, within)
}

/**
 * Cancels a draft (nothing had moved) or a sent transfer, whose stock goes
 * back to the source as `transfer_cancel` movements. By a user of the source.
 */
export async function cancelTransfer(
  target: StockTransfer,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const transfer = await lockedInStatus(target, ['draft', 'sent'], trx)
    await requireBranch(
      actor,
      transfer.fromBranchId,
      `Only a user of ${await branchName(transfer.fromBranchId, trx)} can cancel ${transfer.number}.`,
      trx
    )
    const was = transfer.status
    if (was === 'sent') {
      const lines = await linesOf(transfer, trx)
      await postStockChanges(
        lines.map((line) => ({
          productId: line.productId,
          branchId: transfer.fromBranchId,
          quantity: line.quantity,
          type: 'transfer_cancel' as const,
          reference: { type: 'stock_transfer' as const, id: transfer.id },
        })),
        actor,
        trx
      )
    }
    transfer.merge({
      status: 'cancelled',
      cancelledBy: actor.user.id,
      cancelledAt: DateTime.utc(),
    })
    await transfer.useTransaction(trx).save()
    await audit(
      'transfer.cancelled',
      transfer,
      actor,
      { status: { from: was, to: 'cancelled' } },
      trx
    )
    return transfer
  }, within)
}
