import { DateTime } from 'luxon'
import { randomUUID } from 'node:crypto'
import User from '#models/user'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Role from '#models/role'
import Product from '#models/product'
import StockTransfer from '#models/stock_transfer'
import Stocktake from '#models/stocktake'
import Till from '#models/till'
import TillSession from '#models/till_session'
import StocktakeLine from '#models/stocktake_line'
import StocktakeCount from '#models/stocktake_count'
import db from '@adonisjs/lucid/services/db'
import StockLevel from '#models/stock_level'
import Supplier from '#models/supplier'
import PurchaseOrder from '#models/purchase_order'
import PurchaseOrderLine from '#models/purchase_order_line'
import { postStockChanges } from '#services/stock/stock_ledger'
import { completeSale, parkSale } from '#services/sales/checkout'

/**
 * Record ids the route matrix puts into paths: one per kind of record,
 * inside and outside the scoped demo users' branches where that matters,
 * and spares for the actions that use a record up (erase, delete).
 */
export interface MatrixFixtures {
  users: Record<'admin' | 'manager' | 'cashier' | 'clerk', number>
  /** DTN and NTH are the manager's; HBR is nobody's; SPR is unused, so it can be deleted. */
  branches: Record<'dtn' | 'nth' | 'hbr' | 'spare', number>
  customers: Record<'regular' | 'toErase' | 'toDelete', number>
  /** The Manager role, held by the demo manager (so it cannot be deleted). */
  roles: Record<'manager', number>
  /** `kept` for every product route; `deletable` only for DELETE, so the rest still find theirs. */
  products: Record<'kept' | 'deletable', number>
  /** Stock moves: DTN → HBR (the manager's by its source), HBR → TRF (none of the scoped users'). */
  stockMoves: Record<'inScope' | 'outOfScope', number>
  /** Stock levels (receiving and adjusting): the kept product at Downtown, in no clerk's scope. */
  stockLevels: Record<'dtn', number>
  /**
   * Completed sales of one kept unit at Downtown (the manager's and cashier's)
   * and at Harbour (none of the scoped users'), and a parked draft at Downtown.
   */
  orders: Record<'inScope' | 'outOfScope' | 'draft', number>
  /**
   * Stocktakes at Northside (the manager's and the clerk's), each where its
   * steps are refused without changing anything: a draft covering no product
   * (start), one being counted with a line and an entry (count, correct),
   * one in review with a line (recount, post with an empty form), one posted
   * (finish, cancel); and one at Harbour being counted, nobody's scope.
   */
  stocktakes: Record<'empty' | 'counting' | 'review' | 'posted' | 'outOfScope', number> &
    Record<'entry' | 'reviewLine', number>
  /** A supplier an order names (so it cannot be deleted). */
  suppliers: Record<'kept', number>
  /**
   * Purchase orders: a cancelled one at Northside (the manager's and the
   * clerk's), whose every step is refused without changing it, and one
   * ordered at Harbour, nobody's scope.
   */
  purchaseOrders: Record<'inScope' | 'outOfScope', number>
  /**
   * Tills at Downtown (the manager's and cashier's) and at Harbour (nobody's
   * scope), each with a session open: the Downtown one opened by the cashier.
   */
  tills: Record<'dtn' | 'hbr', number>
  tillSessions: Record<'dtn' | 'hbr', number>
}

/** The purchasing records of the matrix; see MatrixFixtures.suppliers and .purchaseOrders. */
async function matrixPurchasing(nth: number, hbr: number, productId: number, createdBy: number) {
  const supplier = await Supplier.create({
    code: 'MATRIX',
    name: 'Matrix Supplies',
    email: 'orders@matrix.test',
    leadTimeDays: 2,
    isActive: true,
  })
  const order = async (number: string, branchId: number, status: PurchaseOrder['status']) => {
    const row = await PurchaseOrder.create({
      number,
      supplierId: supplier.id,
      branchId,
      status,
      createdBy,
    })
    await PurchaseOrderLine.create({
      purchaseOrderId: row.id,
      productId,
      quantity: 5,
      packSize: 1,
      unitCost: 60,
      receivedQuantity: 0,
      position: 0,
    })
    return row.id
  }
  return {
    suppliers: { kept: supplier.id },
    purchaseOrders: {
      inScope: await order('PO-900001', nth, 'cancelled'),
      outOfScope: await order('PO-900002', hbr, 'ordered'),
    },
  }
}

/** The tills of the matrix and their open sessions; see MatrixFixtures.tills. */
async function matrixTills(dtn: number, hbr: number, cashier: number, admin: number) {
  const [front, harbour] = await Till.createMany([
    { branchId: dtn, name: 'Matrix front', code: 'MXFRONT', isActive: true },
    { branchId: hbr, name: 'Matrix harbour', code: 'MXHBR', isActive: true },
  ])
  const open = (till: Till, openedBy: number) =>
    TillSession.create({
      tillId: till.id,
      branchId: till.branchId,
      status: 'open',
      openKey: randomUUID(),
      openedBy,
      openedAt: DateTime.utc(),
      openingFloat: 10_000,
      floatSource: 'counted',
      carriedFloat: null,
    })
  const [atDowntown, atHarbour] = [await open(front, cashier), await open(harbour, admin)]
  return {
    tills: { dtn: front.id, hbr: harbour.id },
    tillSessions: { dtn: atDowntown.id, hbr: atHarbour.id },
  }
}

/** The stocktakes of the matrix; see MatrixFixtures.stocktakes. */
async function matrixStocktakes(nth: number, hbr: number, productId: number, createdBy: number) {
  const make = (number: string, branchId: number, status: Stocktake['status']) =>
    Stocktake.create({
      number,
      branchId,
      status,
      coverage: status === 'draft' ? 'categories' : 'branch',
      categories: status === 'draft' ? ['No such category'] : null,
      blind: true,
      createdBy,
    })
  const empty = await make('SC-900001', nth, 'draft')
  const counting = await make('SC-900002', nth, 'counting')
  const review = await make('SC-900003', nth, 'review')
  const posted = await make('SC-900004', nth, 'posted')
  const outOfScope = await make('SC-900005', hbr, 'counting')
  const line = (stocktakeId: number) =>
    StocktakeLine.create({ stocktakeId, productId, expected: 5, unitCost: 0, counted: 1 })
  const countingLine = await line(counting.id)
  const entry = await StocktakeCount.create({
    stocktakeLineId: countingLine.id,
    userId: createdBy,
    quantity: 1,
    source: 'scan',
  })
  const reviewLine = await line(review.id)
  return {
    empty: empty.id,
    counting: counting.id,
    review: review.id,
    posted: posted.id,
    outOfScope: outOfScope.id,
    entry: entry.id,
    reviewLine: reviewLine.id,
  }
}

/** Two draft stock moves without lines (so a send is refused and moves nothing). */
async function matrixStockMoves(dtn: number, hbr: number, createdBy: number) {
  const elsewhere = await Branch.create({ code: 'TRF', name: 'Stock move depot' })
  const [inScope, outOfScope] = await StockTransfer.createMany([
    { number: 'TR-900001', fromBranchId: dtn, toBranchId: hbr, status: 'draft', createdBy },
    {
      number: 'TR-900002',
      fromBranchId: hbr,
      toBranchId: elsewhere.id,
      status: 'draft',
      createdBy,
    },
  ])
  return { inScope: inScope.id, outOfScope: outOfScope.id }
}

/** The kept product's stock level at a branch, made by posting a receipt through the ledger. */
async function matrixStockLevel(productId: number, branchId: number, userId: number) {
  const user = await User.findOrFail(userId)
  await db.transaction((trx) =>
    postStockChanges(
      [{ productId, branchId, quantity: 5, type: 'receipt' }],
      { user, ip: null },
      trx
    )
  )
  const level = await StockLevel.query()
    .where({ product_id: productId, branch_id: branchId })
    .firstOrFail()
  return level.id
}

/** Orders made through the checkout service, so every route meets a real one. */
async function matrixOrders(productId: number, dtn: number, hbr: number, userId: number) {
  const actor = { user: await User.findOrFail(userId), ip: null }
  await db.transaction((trx) =>
    postStockChanges([{ productId, branchId: hbr, quantity: 5, type: 'receipt' }], actor, trx)
  )
  const sale = (branchId: number, key: string) => ({
    branchId,
    lines: [{ productId, quantity: 1 }],
    // Cash handed over above any tax setting's total; the change is given back.
    payments: [{ method: 'cash' as const, amount: 10_000 }],
    idempotencyKey: key,
  })
  const inScope = await completeSale(sale(dtn, 'matrix-dtn'), actor)
  const outOfScope = await completeSale(sale(hbr, 'matrix-hbr'), actor)
  const draft = await parkSale(sale(dtn, 'matrix-draft'), actor)
  return { inScope: inScope.order.id, outOfScope: outOfScope.order.id, draft: draft.id }
}

async function matrixProduct(sku: string) {
  const product = await Product.firstOrCreate(
    { sku },
    { name: `Matrix ${sku}`, unit: 'each', price: 100, cost: 60, taxRateBp: 800, isActive: true }
  )
  return product.id
}

export async function matrixFixtures(): Promise<MatrixFixtures> {
  const userId = async (email: string) => {
    const user = await User.findByOrFail('email', email)
    return user.id
  }
  const branchId = async (code: string) => {
    const branch = await Branch.findByOrFail('code', code)
    return branch.id
  }
  const managerRole = await Role.findByOrFail('name', 'Manager')
  const spare = await Branch.create({ code: 'SPR', name: 'Spare branch' })
  const [regular, toErase, toDelete] = await Customer.createMany([
    { name: 'Rita Regular', email: 'rita@matrix.test', phone: '+1 555 0101' },
    { name: 'Erin Erasable', email: 'erin@matrix.test' },
    { name: 'Dan Deletable' },
  ])
  const kept = await matrixProduct('MATRIX-KEPT')
  const admin = await userId('admin@demo.test')
  return {
    stockLevels: { dtn: await matrixStockLevel(kept, await branchId('DTN'), admin) },
    users: {
      admin: await userId('admin@demo.test'),
      manager: await userId('manager@demo.test'),
      cashier: await userId('cashier@demo.test'),
      clerk: await userId('clerk@demo.test'),
    },
    branches: {
      dtn: await branchId('DTN'),
      nth: await branchId('NTH'),
      hbr: await branchId('HBR'),
      spare: spare.id,
    },
    customers: { regular: regular.id, toErase: toErase.id, toDelete: toDelete.id },
    roles: { manager: managerRole.id },
    products: {
      kept,
      deletable: await matrixProduct('MATRIX-DELETABLE'),
    },
    orders: await matrixOrders(kept, await branchId('DTN'), await branchId('HBR'), admin),
    stockMoves: await matrixStockMoves(
      await branchId('DTN'),
      await branchId('HBR'),
      await userId('admin@demo.test')
    ),
    stocktakes: await matrixStocktakes(await branchId('NTH'), await branchId('HBR'), kept, admin),
    ...(await matrixPurchasing(await branchId('NTH'), await branchId('HBR'), kept, admin)),
    ...(await matrixTills(
      await branchId('DTN'),
      await branchId('HBR'),
      await userId('cashier@demo.test'),
      admin
    )),
  }
}
