import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import StockTransfer, { type TransferStatus } from '#models/stock_transfer'
import StockTransferLine from '#models/stock_transfer_line'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { lockedRow, recordAudit, type AuditChanges } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import {
  TransferBranchRefused,
  TransferInputRefused,
  TransferStepRefused,
} from '#exceptions/transfer_errors'
import type { AuditAction } from '#support/audit_actions'

/**
 * What every step of a stock move checks and writes (`#services/stock/stock_moves`
 * holds the steps themselves): the draft's input, the status a step needs,
 * the branch its user must hold, the lines and the audit event.
 */
/** A transfer as the form sends it: from one branch to another, products and quantities. */
export interface TransferInput {
  fromBranchId: number
  toBranchId: number
  note?: string | null
  lines: { productId: number; quantity: number }[]
}

/** What the destination counted on arrival, per line of the transfer. */
export interface ReceivedLine {
  lineId: number
  receivedQuantity: number
  shortfallReason?: string | null
}

const STEP_WORDS: Record<Exclude<TransferStatus, 'draft'>, string> = {
  sent: 'sent',
  received: 'received',
  cancelled: 'cancelled',
}

/**
 * Why a transfer that is no longer where the step needs it cannot take the
 * step: "TR-000004 was already received by Sam Clerk." (whoever acted first).
 */
async function stateRefusal(transfer: StockTransfer, trx: TransactionClientContract) {
  if (transfer.status === 'draft') {
    return new TransferStepRefused(`${transfer.number} is still a draft: it has not been sent.`)
  }
  const by = {
    sent: transfer.sentBy,
    received: transfer.receivedBy,
    cancelled: transfer.cancelledBy,
  }[transfer.status]
  const user = by ? await User.find(by, { client: trx }) : null
  return new TransferStepRefused(
    `${transfer.number} was already ${STEP_WORDS[transfer.status]}${user ? ` by ${user.name}` : ''}.`
  )
}

/** The transfer locked inside `trx`, refused unless its status is one of `allowed`. */
export async function lockedInStatus(
  target: StockTransfer,
  allowed: readonly TransferStatus[],
  trx: TransactionClientContract
) {
  const transfer = await lockedRow(StockTransfer, target.id, trx)
  if (!allowed.includes(transfer.status)) throw await stateRefusal(transfer, trx)
  return transfer
}

export async function requireBranch(
  actor: Actor,
  branchId: number,
  message: string,
  trx: TransactionClientContract,
  field?: string
) {
  const scope = await BranchScope.of(actor.user, trx)
  if (!scope.includes(branchId)) throw new TransferBranchRefused(message, { field })
}

export async function branchName(id: number, trx: TransactionClientContract) {
  const branch = await Branch.find(id, { client: trx })
  return branch ? branch.name : `branch #${id}`
}

/** Checks the header and lines of a draft; answers the products by id. */
export async function checkedInput(
  input: TransferInput,
  actor: Actor,
  trx: TransactionClientContract
) {
  if (input.fromBranchId === input.toBranchId) {
    throw new TransferInputRefused('Choose a destination other than the source branch.', {
      field: 'to_branch_id',
    })
  }
  await requireBranch(
    actor,
    input.fromBranchId,
    'You can only move stock out of your own branches.',
    trx,
    'from_branch_id'
  )
  const from = await Branch.find(input.fromBranchId, { client: trx })
  if (!from || !from.isActive) {
    throw new TransferInputRefused('Choose an active source branch.', { field: 'from_branch_id' })
  }
  const to = await Branch.find(input.toBranchId, { client: trx })
  if (!to || !to.isActive) {
    throw new TransferInputRefused('Choose an active destination branch.', {
      field: 'to_branch_id',
    })
  }
  // The form's validator says this beside the lines with the form's other
  // errors; the service keeps it for callers other than the form (demo data,
  // the benchmark, tests): a transfer that moves nothing is no document.
  // Their upper bound is the validator's alone, an input bound.
  if (input.lines.length === 0) {
    throw new TransferInputRefused('Add at least one product.', { field: 'lines' })
  }
  const seen = new Map<number, number>()
  input.lines.forEach((line, index) => {
    // The validator's quantity rule answers the form; this guard stays for
    // other callers: a quantity below 1 would post stock the wrong way.
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new TransferInputRefused('Enter a whole number of at least 1.', {
        field: `lines.${index}.quantity`,
      })
    }
    const earlier = seen.get(line.productId)
    if (earlier !== undefined) {
      throw new TransferInputRefused(
        `This product is already on line ${earlier + 1}: change its quantity there.`,
        { field: `lines.${index}.product_id` }
      )
    }
    seen.set(line.productId, index)
  })
  const products = await Product.query({ client: trx }).whereIn('id', [...seen.keys()])
  const byId = new Map(products.map((product) => [product.id, product]))
  input.lines.forEach((line, index) => {
    const product = byId.get(line.productId)
    if (!product || !product.isActive) {
      throw new TransferInputRefused('Choose an active product.', {
        field: `lines.${index}.product_id`,
      })
    }
  })
  return byId
}

export function linesSummary(
  lines: { productId: number; quantity: number }[],
  products: Map<number, { name: string }>
) {
  return lines
    .map(
      (line) => `${products.get(line.productId)?.name ?? `#${line.productId}`} × ${line.quantity}`
    )
    .join(', ')
}

export async function audit(
  action: AuditAction,
  transfer: StockTransfer,
  actor: Actor,
  changes: AuditChanges,
  trx: TransactionClientContract,
  branchId = transfer.fromBranchId
) {
  await recordAudit(
    { action, actor, subject: { type: 'stock_transfer', id: transfer.id, branchId }, changes },
    trx
  )
}

export async function linesOf(transfer: StockTransfer, trx: TransactionClientContract) {
  return StockTransferLine.query({ client: trx })
    .where('stock_transfer_id', transfer.id)
    .preload('product')
    .orderBy('id')
}

export async function writeLines(
  transfer: StockTransfer,
  lines: TransferInput['lines'],
  trx: TransactionClientContract
) {
  for (const line of lines) {
    await StockTransferLine.create(
      { stockTransferId: transfer.id, productId: line.productId, quantity: line.quantity },
      { client: trx }
    )
  }
}
