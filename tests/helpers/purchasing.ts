import db from '@adonisjs/lucid/services/db'
import type Product from '#models/product'
import { postStockChanges } from '#services/stock/stock_ledger'
import { createSupplier, type SupplierProductInput } from '#services/suppliers/suppliers'
import {
  createPurchaseOrder,
  placePurchaseOrder,
  type PurchaseLineInput,
} from '#services/purchasing/purchase_orders'
import { actorFor } from '#tests/helpers/stock'

/** Posts `quantity` of a product at a branch straight through the ledger. */
export async function stockAt(product: Product, branchId: number, quantity: number) {
  const admin = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges([{ productId: product.id, branchId, quantity, type: 'receipt' }], admin, trx)
  )
}

/** An active supplier with the given product links. */
export async function aSupplier(
  code: string,
  products: SupplierProductInput[] = [],
  fields: { isActive?: boolean } = {}
) {
  const admin = await actorFor('admin@demo.test')
  return createSupplier(
    {
      code,
      name: `Supplier ${code}`,
      email: `${code.toLowerCase()}@supplier.test`,
      leadTimeDays: 3,
      isActive: fields.isActive ?? true,
      products,
    },
    admin
  )
}

/** An order placed by `by` (the manager unless said) to `supplierId` for `branchId`, lines in units. */
export async function placedOrder(
  supplierId: number,
  branchId: number,
  lines: Omit<PurchaseLineInput, 'unit'>[],
  options: { expectedOn?: string | null; by?: string } = {}
) {
  const manager = await actorFor(options.by ?? 'manager@demo.test')
  const { order } = await createPurchaseOrder(
    {
      supplierId,
      branchId,
      expectedOn: options.expectedOn ?? null,
      lines: lines.map((line) => ({ ...line, unit: 'units' as const })),
    },
    manager
  )
  return placePurchaseOrder(order, manager)
}

/** On order of a product at a branch, read straight from the tables: ordered − received over open orders. */
export async function onOrderInTables(productId: number, branchId: number) {
  const lines = await db
    .from('purchase_order_lines as l')
    .join('purchase_orders as o', 'o.id', 'l.purchase_order_id')
    .where('l.product_id', productId)
    .where('o.branch_id', branchId)
    .whereIn('o.status', ['ordered', 'partial'])
    .select('l.quantity', 'l.received_quantity')
  return lines.reduce(
    (sum, line) => sum + Math.max(0, Number(line.quantity) - Number(line.received_quantity)),
    0
  )
}

/** Rows in a table. */
export async function rowsIn(table: string) {
  const [row] = await db.from(table).count('* as total')
  return Number(row.total)
}
