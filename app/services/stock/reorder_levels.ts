import { DateTime } from 'luxon'
import Branch from '#models/branch'
import Product from '#models/product'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { operation } from '#services/platform/transactions'
import { forgetLowStockCounts } from '#services/stock/stock_list'
import { timestampBinding } from '#support/sql_time'

export interface BranchReorderInput {
  productId: number
  branchId: number
  /** Null goes back to the product's level. */
  reorderLevel: number | null
  /** Null orders up to twice the level. */
  reorderTarget: number | null
}

/**
 * Sets a branch's own reorder level and target for a product (null keeps
 * the product's level, and twice the level as the target). The figures
 * live on the branch's stock level, made with nothing on hand when the
 * branch never held the product: a row the ledger agrees with, as no
 * movement is posted.
 */
export async function setBranchReorderLevel(input: BranchReorderInput, actor: Actor) {
  const scope = await BranchScope.of(actor.user)
  return operation(async (trx) => {
    const branch = await scope.findOrFail(Branch, input.branchId, { column: 'id', client: trx })
    const product = await Product.findOrFail(input.productId, { client: trx })
    const before = await trx
      .from('stock_levels')
      .where({ product_id: product.id, branch_id: branch.id })
      .forUpdate()
      .first()
    const stamp = timestampBinding(DateTime.utc(), trx.dialect.name)
    await trx
      .knexQuery()
      .table('stock_levels')
      .insert({
        product_id: product.id,
        branch_id: branch.id,
        on_hand: 0,
        reorder_level: input.reorderLevel,
        reorder_target: input.reorderTarget,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict(['product_id', 'branch_id'])
      .merge(['reorder_level', 'reorder_target', 'updated_at'])
    trx.after('commit', forgetLowStockCounts)
    await recordAudit(
      {
        action: 'stock_level.reorder_changed',
        actor,
        subject: { type: 'product', id: product.id },
        changes: {
          branch: { from: branch.name, to: branch.name },
          reorder_level: { from: before?.reorder_level ?? null, to: input.reorderLevel },
          reorder_target: { from: before?.reorder_target ?? null, to: input.reorderTarget },
        },
      },
      trx
    )
  })
}
