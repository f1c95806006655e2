import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import type PurchaseOrder from '#models/purchase_order'
import PurchaseOrderLine from '#models/purchase_order_line'
import Supplier from '#models/supplier'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { createSupplier } from '#services/suppliers/suppliers'
import {
  cancelPurchaseOrder,
  closePurchaseOrder,
  createPurchaseOrder,
  placePurchaseOrder,
} from '#services/purchasing/purchase_orders'
import { receiveStock } from '#services/stock/stock_receipts'
import { outstanding } from '#common/purchasing'
import type { DemoTimeline } from '#database/demo/timeline'

/** The demo's six suppliers: the categories each is preferred for, and the pack they sell in. */
const SUPPLIERS = [
  {
    code: 'METRO',
    name: 'Metro Wholesale',
    contact: 'Dana Brooks',
    terms: '30 days net',
    lead: 2,
    categories: ['Produce', 'Stationery'],
    pack: 1,
  },
  {
    code: 'COAST',
    name: 'Coastal Beverages Co.',
    contact: 'Luis Ortega',
    terms: '14 days net',
    lead: 3,
    categories: ['Beverages'],
    pack: 24,
  },
  {
    code: 'CRUNCH',
    name: 'Crunch Snacks Ltd',
    contact: 'Mei Tan',
    terms: '30 days net',
    lead: 5,
    categories: ['Snacks'],
    pack: 12,
  },
  {
    code: 'VALLEY',
    name: 'Valley Dairy',
    contact: 'Sam Okafor',
    terms: 'Cash on delivery',
    lead: 1,
    categories: ['Dairy'],
    pack: 6,
  },
  {
    code: 'CRUST',
    name: 'Golden Crust Bakery',
    contact: 'Ines Laurent',
    terms: '7 days net',
    lead: 1,
    categories: ['Bakery'],
    pack: 10,
  },
  {
    code: 'CLEAN',
    name: 'CleanHome Supplies',
    contact: 'Raj Patel',
    terms: '30 days net',
    lead: 7,
    categories: ['Household', 'Personal care'],
    pack: 6,
  },
] as const

type SupplierCode = (typeof SUPPLIERS)[number]['code']

/**
 * Six suppliers with their catalogue: each category's products linked to
 * the supplier preferred for it (its pack size, a SKU of its own), and
 * Metro Wholesale carrying everything else singly.
 */
export async function seedSuppliers(trx: TransactionClientContract) {
  const admin = await demoAdmin(trx)
  const products = await Product.query({ client: trx }).where('is_active', true).orderBy('id')
  for (const entry of SUPPLIERS) {
    const preferred = products.filter((product) =>
      (entry.categories as readonly string[]).includes(product.category ?? '')
    )
    const carried = entry.code === 'METRO' ? products : preferred
    await createSupplier(
      {
        code: entry.code,
        name: entry.name,
        contactName: entry.contact,
        email: `orders@${entry.code.toLowerCase()}.example`,
        phone: '+1 555 0100',
        paymentTerms: entry.terms,
        leadTimeDays: entry.lead,
        isActive: true,
        products: carried.map((product) => ({
          productId: product.id,
          supplierSku: `${entry.code}-${product.sku}`,
          packSize: preferred.includes(product) ? entry.pack : 1,
          isPreferred: preferred.includes(product),
        })),
      },
      admin,
      trx
    )
  }
}

/** A supplier of the demo by its code. */
export async function demoSupplier(code: SupplierCode, trx: TransactionClientContract) {
  return Supplier.query({ client: trx }).where('code', code).firstOrFail()
}

export interface DemoLine {
  productId: number
  quantity: number
  unitCost: number
}

/** An order drafted and placed with the supplier, expected `expectedOn`. */
export async function placedDemoOrder(
  supplier: SupplierCode,
  branchId: number,
  lines: DemoLine[],
  expectedOn: string,
  actor: Actor,
  trx: TransactionClientContract
) {
  const from = await demoSupplier(supplier, trx)
  const { order } = await createPurchaseOrder(
    {
      supplierId: from.id,
      branchId,
      expectedOn,
      lines: lines.map((line) => ({ ...line, unit: 'units' as const })),
    },
    actor,
    trx
  )
  return placePurchaseOrder(order, actor, trx)
}

/** Receives `share` percent of what each line of the order still waits for (at least one). */
export async function receiveDemoOrder(
  order: PurchaseOrder,
  share: number,
  reference: string,
  actor: Actor,
  trx: TransactionClientContract
) {
  const lines = await PurchaseOrderLine.query({ client: trx })
    .where('purchase_order_id', order.id)
    .orderBy('position')
  return receiveStock(
    {
      branchId: order.branchId,
      purchaseOrderId: order.id,
      reference,
      lines: lines
        .filter((line) => outstanding(line) > 0)
        .map((line) => ({
          productId: line.productId,
          quantity: Math.max(1, Math.floor((outstanding(line) * share) / 100)),
          unitCost: line.unitCost,
          purchaseOrderLineId: line.id,
        })),
    },
    actor,
    trx
  )
}

/**
 * Purchase orders in every state over the month, besides the opening stock
 * and the drinks restock (database/demo/stock.ts): a snacks order partly
 * received then closed, a dairy order partly received, a bakery order late,
 * a household order on its way, one cancelled and one draft. None covers the
 * products kept low, so the reorder suggestions have something to offer.
 */
export async function seedPurchasing(
  trx: TransactionClientContract,
  timeline: DemoTimeline,
  keptLow: readonly string[]
) {
  const admin = await demoAdmin(trx)
  const rows = await Branch.query({ client: trx })
  const branches = new Map(rows.map((branch) => [branch.code, branch.id]))
  const products = await Product.query({ client: trx }).where('is_active', true).orderBy('id')
  const some = (category: string, count: number, quantity: number): DemoLine[] =>
    products
      .filter((product) => product.category === category && !keptLow.includes(product.sku))
      .slice(0, count)
      .map((product) => ({ productId: product.id, quantity, unitCost: product.cost ?? 0 }))
  const day = (daysAgo: number) => timeline.now.minus({ days: daysAgo }).toISODate()!
  const orders = new Map<string, PurchaseOrder>()
  const place = (key: string, daysAgo: number, ...args: Parameters<typeof placedDemoOrder>) =>
    timeline.at(daysAgo, 10, 0, async () => orders.set(key, await placedDemoOrder(...args)))
  const later = (daysAgo: number, run: (order: PurchaseOrder) => Promise<unknown>, key: string) =>
    timeline.at(daysAgo, 11, 30, () => run(orders.get(key)!))

  place('snacks', 12, 'CRUNCH', branches.get('NTH')!, some('Snacks', 4, 24), day(9), admin, trx)
  later(9, (order) => receiveDemoOrder(order, 50, 'DN-5521', admin, trx), 'snacks')
  later(7, (order) => closePurchaseOrder(order, admin, trx), 'snacks')

  place('dairy', 6, 'VALLEY', branches.get('DTN')!, some('Dairy', 5, 12), day(-2), admin, trx)
  later(5, (order) => receiveDemoOrder(order, 60, 'VD-20931', admin, trx), 'dairy')

  place('bakery', 5, 'CRUST', branches.get('HBR')!, some('Bakery', 3, 20), day(3), admin, trx)

  place(
    'household',
    2,
    'CLEAN',
    branches.get('DTN')!,
    some('Household', 4, 12),
    day(-5),
    admin,
    trx
  )

  place(
    'cancelled',
    4,
    'METRO',
    branches.get('NTH')!,
    some('Stationery', 2, 10),
    day(1),
    admin,
    trx
  )
  later(3, (order) => cancelPurchaseOrder(order, admin, trx), 'cancelled')

  timeline.at(1, 16, 0, async () => {
    const metro = await demoSupplier('METRO', trx)
    await createPurchaseOrder(
      {
        supplierId: metro.id,
        branchId: branches.get('NTH')!,
        expectedOn: day(-3),
        note: 'Weekend top-up: check quantities before ordering',
        lines: some('Produce', 3, 15).map((line) => ({ ...line, unit: 'units' as const })),
      },
      admin,
      trx
    )
  })
}

async function demoAdmin(trx: TransactionClientContract): Promise<Actor> {
  const user = await User.query({ client: trx })
    .where('email', 'admin@demo.test')
    .preload('role')
    .firstOrFail()
  return { user, ip: null }
}
