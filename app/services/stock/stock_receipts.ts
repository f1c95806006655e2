import { operation } from '#services/platform/transactions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import StockReceipt from '#models/stock_receipt'
import StockReceiptLine from '#models/stock_receipt_line'
import type { Actor } from '#services/platform/actor'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { nextDocumentNumber } from '#services/platform/document_numbers'
import { postStockChanges } from '#services/stock/stock_ledger'
import { BranchInactiveForStock, ProductNotReceivable } from '#exceptions/stock_form_errors'
import { weightedAverageCost } from '#common/weighted_cost'
import { bookAgainstOrder } from '#services/purchasing/receive_against_order'

export interface ReceiptLineInput {
  productId: number
  /** Whole units received, at least one. */
  quantity: number
  /**
   * What one unit cost, in minor units. Null when the person may not see
   * costs: the line is then taken at the product's current cost, which
   * leaves that cost as it is (0 on the line when the cost is not known).
   */
  unitCost: number | null
  /** The purchase order line this line fills, when received against an order. */
  purchaseOrderLineId?: number | null
  /** Why more came than the order line still waits for (or a product not on the order). */
  overDeliveryReason?: string | null
}

export interface ReceiptInput {
  branchId: number
  /** An open order of the branch the delivery is received against. */
  purchaseOrderId?: number | null
  supplier?: string | null
  reference?: string | null
  note?: string | null
  lines: ReceiptLineInput[]
}

/** Units on hand of each product in all branches together, as the transaction sees them. */
async function onHandEverywhere(productIds: number[], trx: TransactionClientContract) {
  const rows = await trx
    .from('stock_levels')
    .whereIn('product_id', productIds)
    .groupBy('product_id')
    .select('product_id')
    .sum('on_hand as total')
  return new Map(rows.map((row) => [Number(row.product_id), Number(row.total ?? 0)]))
}

/**
 * Receives goods into one branch of the actor's scope (Stocks / Add), in
 * one transaction: the numbered receipt and its lines, a `receipt`
 * movement per line through the ledger, and each product's cost moved to
 * the weighted average of common/weighted_cost.ts. Any refusal leaves nothing
 * behind, not even a used number.
 *
 * The products are locked first, in id order, then their stock levels
 * (the ledger's lock order), so two receipts of the same product average
 * one after the other and never from the same "before". The lock leaves
 * other documents free to reference the products meanwhile.
 */
export async function receiveStock(
  input: ReceiptInput,
  actor: Actor,
  within?: TransactionClientContract
) {
  // Read before the transaction: on SQLite's one connection a read outside it would wait for it.
  const scope = await BranchScope.of(actor.user, within)
  return operation(async (trx) => {
    const branch = await scope.findOrFail(Branch, input.branchId, { column: 'id', client: trx })
    if (!branch.isActive) throw new BranchInactiveForStock(branch)
    // The order first: receipts against one order queue on its row before any product.
    const against = input.purchaseOrderId
      ? await bookAgainstOrder(input.purchaseOrderId, branch.id, input.lines, trx)
      : null

    const productIds = [...new Set(input.lines.map((line) => line.productId))].sort((a, b) => a - b)
    const locked = Product.query({ client: trx }).whereIn('id', productIds).orderBy('id')
    // NO KEY UPDATE: still one receipt of a product at a time, but a sale's movement
    // row may still check its product reference (KEY SHARE) meanwhile. With FOR
    // UPDATE that check waited on this receipt while the receipt waited on the
    // sale's level: a deadlock on PostgreSQL.
    locked.knexQuery.forNoKeyUpdate()
    const products = await locked
    const byId = new Map(products.map((product) => [product.id, product]))

    const receipt = await StockReceipt.create(
      {
        number: await nextDocumentNumber('receipt', trx),
        branchId: branch.id,
        supplier: against?.supplier.name ?? (input.supplier || null),
        reference: input.reference || null,
        note: input.note || null,
        userId: actor.user.id,
        purchaseOrderId: against?.order.id ?? null,
      },
      { client: trx }
    )

    const lines: { line: ReceiptLineInput; product: Product; unitCost: number | null }[] = []
    for (const [index, line] of input.lines.entries()) {
      const product = byId.get(line.productId)
      if (!product || !product.isActive) throw new ProductNotReceivable(index, product ?? null)
      const unitCost = against?.costs[index] ?? line.unitCost ?? product.cost
      await StockReceiptLine.create(
        {
          stockReceiptId: receipt.id,
          productId: product.id,
          quantity: line.quantity,
          unitCost: unitCost ?? 0,
          purchaseOrderLineId: line.purchaseOrderLineId ?? null,
          overDeliveryReason: line.overDeliveryReason?.trim() || null,
        },
        { client: trx }
      )
      lines.push({ line, product, unitCost })
    }

    await postStockChanges(
      lines.map(({ line, product, unitCost }) => ({
        productId: product.id,
        branchId: branch.id,
        quantity: line.quantity,
        type: 'receipt' as const,
        unitCost,
        reference: { type: 'stock_receipt' as const, id: receipt.id },
      })),
      actor,
      trx
    )

    await updateCosts(lines, await onHandBefore(lines, trx), actor, trx)

    await recordAudit(
      {
        action: 'stock.received',
        actor,
        subject: { type: 'stock_receipt', id: receipt.id, branchId: branch.id },
        changes: valuesSet({
          number: receipt.number,
          branch: branch.name,
          supplier: receipt.supplier,
          reference: receipt.reference,
          purchase_order: against?.order.number ?? null,
          lines: lines.length,
          units: lines.reduce((sum, { line }) => sum + line.quantity, 0),
        }),
      },
      trx
    )
    return receipt
  }, within)
}

/** On hand everywhere before this receipt: now, less what its own lines just added. */
async function onHandBefore(
  lines: { line: ReceiptLineInput; product: Product }[],
  trx: TransactionClientContract
) {
  const now = await onHandEverywhere(
    lines.map(({ product }) => product.id),
    trx
  )
  for (const { line, product } of lines) {
    now.set(product.id, (now.get(product.id) ?? 0) - line.quantity)
  }
  return now
}

/**
 * Folds each line into its product's cost, products in id order and a
 * product's lines in the order received, then saves each changed cost and
 * records it on the product as `product.cost_changed`.
 */
async function updateCosts(
  lines: { line: ReceiptLineInput; product: Product; unitCost: number | null }[],
  onHand: Map<number, number>,
  actor: Actor,
  trx: TransactionClientContract
) {
  const ordered = [...lines].sort((a, b) => a.product.id - b.product.id)
  const before = new Map(ordered.map(({ product }) => [product.id, product.cost]))
  for (const { line, product, unitCost } of ordered) {
    const held = onHand.get(product.id) ?? 0
    if (unitCost !== null) {
      product.cost = weightedAverageCost({
        onHand: held,
        cost: product.cost,
        quantity: line.quantity,
        unitCost,
      })
    }
    onHand.set(product.id, held + line.quantity)
  }
  for (const [id, from] of before) {
    const product = ordered.find((entry) => entry.product.id === id)!.product
    if (product.cost === from) continue
    await product.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'product.cost_changed',
        actor,
        subject: { type: 'product', id },
        changes: { cost: { from, to: product.cost } },
      },
      trx
    )
  }
}
