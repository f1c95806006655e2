import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Branch from '#models/branch'
import Product from '#models/product'
import PurchaseOrder from '#models/purchase_order'
import PurchaseOrderLine from '#models/purchase_order_line'
import Supplier from '#models/supplier'
import SupplierProduct from '#models/supplier_product'
import type { Actor } from '#services/platform/actor'
import { lockedRow, recordAudit, recordChanges, valuesSet } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { nextDocumentNumber } from '#services/platform/document_numbers'
import { operation } from '#services/platform/transactions'
import { BranchInactiveForStock } from '#exceptions/stock_form_errors'
import {
  ProductNotOrderable,
  PurchaseOrderStep,
  SupplierArchived,
} from '#exceptions/purchasing_errors'
import {
  orderedUnits,
  orderTotal,
  purchaseRefusalMessage,
  type PurchaseOrderStatus,
} from '#common/purchasing'

export interface PurchaseLineInput {
  productId: number
  /** Units, or packs of the supplier's size when `unit` is `packs`. */
  quantity: number
  unit: 'units' | 'packs'
  /** Minor units per unit; null takes the supplier's last cost, else the product's cost. */
  unitCost: number | null
}

export interface PurchaseOrderInput {
  supplierId: number
  branchId: number
  expectedOn?: string | null
  note?: string | null
  lines: PurchaseLineInput[]
}

/** What an order's save says besides success: products the supplier does not carry (allowed). */
export interface SavedOrder {
  order: PurchaseOrder
  notCarried: string[]
}

const subject = (order: PurchaseOrder) => ({
  type: 'purchase_order',
  id: order.id,
  branchId: order.branchId,
})

/** The order locked for a step, refused with the reason unless its status is one of `allowed`. */
export async function lockedOrderIn(
  id: number,
  allowed: readonly PurchaseOrderStatus[],
  step: string,
  trx: TransactionClientContract,
  field?: string
) {
  const order = await lockedRow(PurchaseOrder, id, trx)
  if (!allowed.includes(order.status)) {
    throw new PurchaseOrderStep(purchaseRefusalMessage(order.number, order.status, step), field)
  }
  return order
}

/** Writes the order's lines from the form, the supplier's pack size and last cost filling the gaps. */
async function writeLines(
  order: PurchaseOrder,
  lines: PurchaseLineInput[],
  trx: TransactionClientContract
) {
  const ids = [...new Set(lines.map((line) => line.productId))]
  const products = await Product.query({ client: trx }).whereIn('id', ids)
  const byId = new Map(products.map((product) => [product.id, product]))
  const links = await SupplierProduct.query({ client: trx })
    .where('supplier_id', order.supplierId)
    .whereIn('product_id', ids)
  const linkOf = new Map(links.map((link) => [link.productId, link]))
  await PurchaseOrderLine.query({ client: trx }).where('purchase_order_id', order.id).delete()
  const notCarried: string[] = []
  const written: PurchaseOrderLine[] = []
  for (const [index, line] of lines.entries()) {
    const product = byId.get(line.productId)
    if (!product || !product.isActive) throw new ProductNotOrderable(index, product?.name ?? null)
    const link = linkOf.get(product.id)
    if (!link) notCarried.push(product.name)
    const packSize = line.unit === 'packs' ? (link?.packSize ?? 1) : 1
    written.push(
      await PurchaseOrderLine.create(
        {
          purchaseOrderId: order.id,
          productId: product.id,
          quantity: orderedUnits(line.quantity, line.unit, packSize),
          packSize,
          unitCost: line.unitCost ?? link?.lastCost ?? product.cost ?? 0,
          receivedQuantity: 0,
          position: index,
        },
        { client: trx }
      )
    )
  }
  return { notCarried: [...new Set(notCarried)], written }
}

/** The supplier, refused when archived (no new orders go to it). */
async function activeSupplier(id: number, trx: TransactionClientContract) {
  const supplier = await Supplier.query({ client: trx }).where('id', id).first()
  if (!supplier) throw new SupplierArchived('This supplier')
  if (!supplier.isActive) throw new SupplierArchived(supplier.name)
  return supplier
}

/** A draft order to one supplier for one branch of the actor's scope, numbered `PO-000001`. */
export async function createPurchaseOrder(
  input: PurchaseOrderInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<SavedOrder> {
  const scope = await BranchScope.of(actor.user, within)
  return operation(async (trx) => {
    const branch = await scope.findOrFail(Branch, input.branchId, { column: 'id', client: trx })
    if (!branch.isActive) throw new BranchInactiveForStock(branch)
    const supplier = await activeSupplier(input.supplierId, trx)
    const order = await PurchaseOrder.create(
      {
        number: await nextDocumentNumber('purchase_order', trx),
        supplierId: supplier.id,
        branchId: branch.id,
        status: 'draft',
        expectedOn: input.expectedOn || null,
        note: input.note || null,
        createdBy: actor.user.id,
      },
      { client: trx }
    )
    const { notCarried, written } = await writeLines(order, input.lines, trx)
    await recordAudit(
      {
        action: 'purchase_order.created',
        actor,
        subject: subject(order),
        changes: valuesSet({
          number: order.number,
          supplier: supplier.name,
          branch: branch.name,
          lines: written.length,
          total: orderTotal(written),
        }),
      },
      trx
    )
    return { order, notCarried }
  }, within)
}

/**
 * Saves the form over an order: a draft takes everything; once ordered only
 * the expected date and the note change (the lines are what the supplier was sent).
 */
export async function updatePurchaseOrder(
  target: PurchaseOrder,
  input: PurchaseOrderInput,
  actor: Actor
): Promise<SavedOrder> {
  return operation(async (trx) => {
    const order = await lockedOrderIn(target.id, ['draft', 'ordered', 'partial'], 'changed', trx)
    const before = { expectedOn: order.expectedOn, note: order.note, supplierId: order.supplierId }
    order.merge({ expectedOn: input.expectedOn || null, note: input.note || null })
    let notCarried: string[] = []
    if (order.status === 'draft') {
      const supplier = await activeSupplier(input.supplierId, trx)
      order.supplierId = supplier.id
      await order.useTransaction(trx).save()
      const written = await writeLines(order, input.lines, trx)
      notCarried = written.notCarried
    } else {
      await order.useTransaction(trx).save()
    }
    const after = { expectedOn: order.expectedOn, note: order.note, supplierId: order.supplierId }
    const event = { action: 'purchase_order.updated' as const, actor, subject: subject(order) }
    await recordChanges({ ...event, before, after }, trx)
    return { order, notCarried }
  })
}

/** Places a draft with the supplier: its lines are fixed from now on and count as on order. */
export async function placePurchaseOrder(
  target: PurchaseOrder,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const order = await lockedOrderIn(target.id, ['draft'], 'ordered', trx)
    const supplier = await activeSupplier(order.supplierId, trx)
    const lines = await PurchaseOrderLine.query({ client: trx }).where(
      'purchase_order_id',
      order.id
    )
    if (lines.length === 0) {
      throw new PurchaseOrderStep(`${order.number} has no lines: add a product before ordering.`)
    }
    order.merge({ status: 'ordered', orderedBy: actor.user.id, orderedAt: DateTime.utc() })
    await order.useTransaction(trx).save()
    const changes = {
      status: { from: 'draft', to: 'ordered' },
      supplier: { from: null, to: supplier.name },
    }
    await recordAudit(
      { action: 'purchase_order.ordered', actor, subject: subject(order), changes },
      trx
    )
    return order
  }, within)
}

/** Closes an order whose rest will not come: what is outstanding stops counting as on order. */
export async function closePurchaseOrder(
  target: PurchaseOrder,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const order = await lockedOrderIn(target.id, ['ordered', 'partial'], 'closed', trx)
    const from = order.status
    order.merge({ status: 'closed', closedBy: actor.user.id, closedAt: DateTime.utc() })
    await order.useTransaction(trx).save()
    const changes = { status: { from, to: 'closed' } }
    await recordAudit(
      { action: 'purchase_order.closed', actor, subject: subject(order), changes },
      trx
    )
    return order
  }, within)
}

/** Cancels an order nothing was received against. */
export async function cancelPurchaseOrder(
  target: PurchaseOrder,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const order = await lockedOrderIn(target.id, ['draft', 'ordered'], 'cancelled', trx)
    const from = order.status
    order.merge({ status: 'cancelled', closedBy: actor.user.id, closedAt: DateTime.utc() })
    await order.useTransaction(trx).save()
    const changes = { status: { from, to: 'cancelled' } }
    await recordAudit(
      { action: 'purchase_order.cancelled', actor, subject: subject(order), changes },
      trx
    )
    return order
  }, within)
}
