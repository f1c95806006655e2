import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import StockTransferLine from '#models/stock_transfer_line'
import type StockTransfer from '#models/stock_transfer'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { adjustStockAt, latestMovementId } from '#services/stock/stock_adjustments'
import { createTransfer, receiveTransfer, sendTransfer } from '#services/stock/stock_moves'
import { scaleRounded } from '#common/rounding'
import type { DemoTimeline } from '#database/demo/timeline'
import type PurchaseOrder from '#models/purchase_order'
import { placedDemoOrder, receiveDemoOrder } from '#database/demo/purchasing'

/** Products kept low everywhere, so the stocks screen and its badge have something to say. */
export const LOW_STOCK_SKUS = ['BEV-004', 'BEV-013', 'SNK-002', 'DRY-005', 'HSH-003', 'PCR-011']

/** Sold out at every branch. */
export const OUT_OF_STOCK_SKU = 'BEV-015'

/**
 * Thirty days of stock for every active demo product in every branch, made
 * the way a shop makes it: opening stock and a restock at a higher cost,
 * each ordered from a supplier and received against the order
 * (so costs are weighted averages), counts and breakages, a transfer
 * received with a shortfall, one in transit to Northside and one draft.
 * Everything goes through the receiving, adjusting and transfer services,
 * and so through the stock ledger, placed on the demo's timeline at the
 * moment each happened. Runs inside the demo's transaction.
 */
export async function seedStock(trx: TransactionClientContract, timeline: DemoTimeline) {
  const actors = await demoActors(trx)
  const allBranches = await Branch.query({ client: trx })
  const branches = new Map(allBranches.map((branch) => [branch.code, branch]))
  const products = await Product.query({ client: trx }).where('is_active', true).orderBy('id')
  const bySku = new Map(products.map((product) => [product.sku, product]))
  const at = (daysAgo: number, hour: number, run: () => Promise<unknown>) =>
    timeline.at(daysAgo, hour, 15 * (daysAgo % 4), run)
  const day = (daysAgo: number) => timeline.now.minus({ days: daysAgo }).toISODate()!

  // Opening stock: every branch orders every product from the wholesaler and receives it two days later.
  for (const [offset, code] of ['DTN', 'NTH', 'HBR'].entries()) {
    const branchId = branches.get(code)!.id
    const lines = products
      .filter((product) => product.sku !== OUT_OF_STOCK_SKU || code === 'DTN')
      .map((product, index) => ({
        productId: product.id,
        quantity: openingQuantity(product, index, code),
        unitCost: product.cost ?? scaleRounded(product.price, 60, 100),
      }))
    let opening: PurchaseOrder | undefined
    at(32 - offset, 9, async () => {
      opening = await placedDemoOrder('METRO', branchId, lines, day(30 - offset), actors.admin, trx)
    })
    at(30 - offset, 8, () =>
      receiveDemoOrder(opening!, 100, `MW-2410${offset + 1}`, actors.admin, trx)
    )
  }

  // A restock of drinks at Downtown at a higher price: their cost becomes a weighted average.
  const drinks = products.filter(
    (product) =>
      product.category === 'Beverages' && !isKeptLow(product) && product.sku !== OUT_OF_STOCK_SKU
  )
  const restock = drinks.slice(0, 12).map((product) => ({
    productId: product.id,
    quantity: 24,
    unitCost: scaleRounded(product.cost ?? 0, 105, 100),
  }))
  let drinksOrder: PurchaseOrder | undefined
  at(18, 9, async () => {
    drinksOrder = await placedDemoOrder(
      'COAST',
      branches.get('DTN')!.id,
      restock,
      day(15),
      actors.manager,
      trx
    )
  })
  at(15, 9, () => receiveDemoOrder(drinksOrder!, 100, 'INV-88214', actors.manager, trx))

  // Counts and breakages over the month.
  const adjustments: [
    number,
    string,
    string,
    number,
    'damaged' | 'lost' | 'found' | 'count',
    string,
  ][] = [
    [27, 'DTN', 'DRY-001', -2, 'damaged', 'Cartons split in the cooler'],
    [24, 'NTH', 'SNK-010', -1, 'lost', 'Missing after the weekend'],
    [21, 'HBR', 'BAK-004', 3, 'found', 'Found in the back room'],
    [18, 'DTN', 'HSH-012', -4, 'damaged', 'Leaking bottles'],
    [9, 'NTH', 'PCR-002', -1, 'damaged', 'Pump broken'],
    [4, 'HBR', 'PRD-006', -2, 'damaged', 'Gone soft, thrown away'],
  ]
  for (const [daysAgo, code, sku, change, reason, note] of adjustments) {
    const product = bySku.get(sku)
    if (!product) continue
    at(daysAgo, 18, () =>
      adjustBy(trx, actors.admin, product, branches.get(code)!, { change, reason, note })
    )
  }
  at(6, 20, () =>
    adjustBy(trx, actors.manager, bySku.get('SNK-005')!, branches.get('DTN')!, {
      counted: 11,
      reason: 'count',
      note: 'Monthly shelf count',
    })
  )
  // Sold out: the last of it counted away.
  at(2, 19, () =>
    adjustBy(trx, actors.manager, bySku.get(OUT_OF_STOCK_SKU)!, branches.get('DTN')!, {
      counted: 0,
      reason: 'count',
      note: 'Shelf empty at closing count',
    })
  )

  // Downtown sends Harbour Mall a top-up; one bottle arrives broken.
  let topUp: StockTransfer
  at(12, 10, async () => {
    topUp = await createTransfer(
      {
        fromBranchId: branches.get('DTN')!.id,
        toBranchId: branches.get('HBR')!.id,
        note: 'Weekend top-up',
        lines: ['BEV-001', 'BEV-007', 'SNK-001'].map((sku) => ({
          productId: bySku.get(sku)!.id,
          quantity: 6,
        })),
      },
      actors.manager,
      trx
    )
    await sendTransfer(topUp, actors.manager, trx)
  })
  at(11, 9, async () => {
    const lines = await StockTransferLine.query({ client: trx })
      .where('stock_transfer_id', topUp.id)
      .orderBy('id')
    await receiveTransfer(
      topUp,
      lines.map((line, index) => ({
        lineId: line.id,
        receivedQuantity: index === 1 ? line.quantity - 1 : line.quantity,
        shortfallReason: index === 1 ? 'Bottle broken in transit' : null,
      })),
      actors.admin,
      trx
    )
  })

  // In transit to Northside: the stock clerk there has it waiting to receive.
  at(1, 16, async () => {
    const inTransit = await createTransfer(
      {
        fromBranchId: branches.get('DTN')!.id,
        toBranchId: branches.get('NTH')!.id,
        note: 'Drinks for the heatwave',
        lines: ['BEV-002', 'BEV-011', 'BEV-012'].map((sku) => ({
          productId: bySku.get(sku)!.id,
          quantity: 12,
        })),
      },
      actors.manager,
      trx
    )
    await sendTransfer(inTransit, actors.manager, trx)
  })

  // A draft Harbour Mall is still putting together.
  at(0, 0, () =>
    createTransfer(
      {
        fromBranchId: branches.get('HBR')!.id,
        toBranchId: branches.get('DTN')!.id,
        note: 'Return slow sellers',
        lines: ['HSH-020', 'PCR-018'].map((sku) => ({
          productId: bySku.get(sku)!.id,
          quantity: 4,
        })),
      },
      actors.admin,
      trx
    )
  )
}

function isKeptLow(product: Product) {
  return LOW_STOCK_SKUS.includes(product.sku)
}

/** Enough to last a while, varied by product and branch; a few kept at or under reorder level. */
function openingQuantity(product: Product, index: number, code: string) {
  if (product.sku === OUT_OF_STOCK_SKU) return 6
  if (isKeptLow(product)) return Math.max(1, Math.floor(product.reorderLevel / 4))
  const factor = { DTN: 4, NTH: 3, HBR: 2 }[code] ?? 2
  return product.reorderLevel * factor + (index % 7) * 3 + 2
}

async function adjustBy(
  trx: TransactionClientContract,
  actor: Actor,
  product: Product,
  branch: Branch,
  input: {
    change?: number
    counted?: number
    reason: 'damaged' | 'lost' | 'found' | 'count'
    note: string
  }
) {
  const at = { productId: product.id, branchId: branch.id }
  await adjustStockAt(
    product.id,
    branch.id,
    {
      mode: input.counted === undefined ? 'change' : 'count',
      counted: input.counted,
      change: input.change,
      reason: input.reason,
      note: input.note,
      seenMovementId: await latestMovementId(at, trx),
    },
    actor,
    trx
  )
}

async function demoActors(trx: TransactionClientContract) {
  const actor = async (email: string): Promise<Actor> => {
    const user = await User.query({ client: trx })
      .where('email', email)
      .preload('role')
      .firstOrFail()
    return { user, ip: null }
  }
  return {
    admin: await actor('admin@demo.test'),
    manager: await actor('manager@demo.test'),
  }
}
