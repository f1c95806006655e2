import type StockTransfer from '#models/stock_transfer'
import type StockTransferLine from '#models/stock_transfer_line'
import { BaseTransformer } from '@adonisjs/core/transformers'

function branchOf(branch: { id: number; name: string; code: string } | undefined) {
  return branch ? { id: branch.id, name: branch.name, code: branch.code } : null
}

function step(at: StockTransfer['sentAt'], by: { name: string } | undefined | null) {
  return at ? { at: at.toISO()!, by: by?.name ?? null } : null
}

/**
 * A transfer as the stock moves screens show it. The list needs `fromBranch`,
 * `toBranch`, `creator` and the `lines_count` / `units` aggregates; the
 * transfer's page also the lines with their products and who took each step.
 */
export default class StockTransferTransformer extends BaseTransformer<StockTransfer> {
  toObject() {
    const transfer = this.resource
    const lines: StockTransferLine[] | undefined = transfer.$preloaded.lines as
      StockTransferLine[] | undefined
    return {
      id: transfer.id,
      number: transfer.number,
      status: transfer.status,
      note: transfer.note,
      from: branchOf(transfer.fromBranch),
      to: branchOf(transfer.toBranch),
      created: { at: transfer.createdAt.toISO()!, by: transfer.creator?.name ?? null },
      sent: step(transfer.sentAt, transfer.sender),
      received: step(transfer.receivedAt, transfer.receiver),
      cancelled: step(transfer.cancelledAt, transfer.canceller),
      linesCount: lines ? lines.length : Number(transfer.$extras.lines_count ?? 0),
      units: lines
        ? lines.reduce((sum, line) => sum + line.quantity, 0)
        : Number(transfer.$extras.units ?? 0),
      lines: lines
        ? lines.map((line) => ({
            id: line.id,
            productId: line.productId,
            name: line.product?.name ?? `#${line.productId}`,
            sku: line.product?.sku ?? '',
            quantity: line.quantity,
            receivedQuantity: line.receivedQuantity,
            shortfallReason: line.shortfallReason,
          }))
        : null,
    }
  }
}
