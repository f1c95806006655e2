import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { returnedRows } from '#support/returned_rows'
import { saleFigures, settlePayments } from '#common/sale_totals'
import { localDay } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'

export interface PlainSale {
  branchId: number
  sellerId: number
  productIds: number[]
  /** Cash handed over. */
  cash: number
  pricesIncludeTax: boolean
  zone: string
}

async function upsert(
  trx: TransactionClientContract,
  table: string,
  keys: string[],
  sums: Record<string, number>,
  keyValues: (string | number)[]
) {
  const columns = [...keys, ...Object.keys(sums)]
  await trx.rawQuery(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
     ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${Object.keys(sums)
       .map((column) => `${column} = ${table}.${column} + excluded.${column}`)
       .join(', ')}`,
    [...keyValues, ...Object.values(sums)]
  )
}

/**
 * The writes of one counter sale of one unit of each product, as a person
 * would write them by hand in SQL, in one transaction: the benchmark's
 * yardstick for the checkout service, which does the same with its checks,
 * the ORM and the ledger. Its rows satisfy the same invariants (ledger,
 * gap-free numbers, rollups). Returns false when a product ran out.
 */
export async function handWrittenSale(sale: PlainSale) {
  const trx = await db.transaction()
  try {
    const now = DateTime.utc()
    const stamp = timestampBinding(now, trx.dialect.name)
    const ids = [...sale.productIds].sort((a, b) => a - b)
    const products: {
      id: number
      name: string
      sku: string
      price: number
      cost: number | null
      tax_rate_bp: number
    }[] = await trx
      .from('products')
      .whereIn('id', ids)
      .orderBy('id')
      .select('id', 'name', 'sku', 'price', 'cost', 'tax_rate_bp')
    const figures = saleFigures(
      products.map((product) => ({
        unitPrice: Number(product.price),
        quantity: 1,
        taxRateBp: product.tax_rate_bp,
      })),
      null,
      sale.pricesIncludeTax
    )
    const settlement = settlePayments(figures.total, [{ method: 'cash', amount: sale.cash }])

    const balances: number[] = []
    for (const product of products) {
      const [level] = returnedRows<{ on_hand: number }>(
        await trx.rawQuery(
          `UPDATE stock_levels SET on_hand = on_hand - 1, updated_at = ?
           WHERE product_id = ? AND branch_id = ? AND on_hand >= 1 RETURNING on_hand`,
          [stamp, product.id, sale.branchId]
        )
      )
      if (!level) {
        await trx.rollback()
        return false
      }
      balances.push(Number(level.on_hand))
    }
    for (const product of products) {
      await trx.rawQuery('UPDATE stock_totals SET on_hand = on_hand - 1 WHERE product_id = ?', [
        product.id,
      ])
    }

    const [branch] = returnedRows<{ code: string; next_order_seq: number }>(
      await trx.rawQuery(
        'UPDATE branches SET next_order_seq = next_order_seq + 1 WHERE id = ? RETURNING code, next_order_seq',
        [sale.branchId]
      )
    )
    const key = randomUUID()
    const [order] = returnedRows<{ id: number }>(
      await trx.rawQuery(
        `INSERT INTO orders (number, branch_id, seller_id, status, subtotal, discount_total, tax_total,
           total, paid_total, change_due, prices_include_tax, idempotency_key, request_fingerprint,
           item_count, completed_at, created_at, updated_at)
         VALUES (?, ?, ?, 'completed', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          `${branch.code}-${String(Number(branch.next_order_seq) - 1).padStart(6, '0')}`,
          sale.branchId,
          sale.sellerId,
          figures.subtotal,
          figures.discountTotal,
          figures.taxTotal,
          figures.total,
          settlement.paidTotal,
          settlement.changeDue,
          sale.pricesIncludeTax,
          key,
          key.replaceAll('-', '').padEnd(64, '0'),
          figures.itemCount,
          stamp,
          stamp,
          stamp,
        ]
      )
    )
    await trx.rawQuery(
      `INSERT INTO order_lines (order_id, position, product_id, product_name, product_sku, unit_cost,
         quantity, unit_price, discount, order_discount, tax_rate_bp, tax_amount, line_total,
         created_at, updated_at)
       VALUES ${products.map(() => '(?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      products.flatMap((product, index) => [
        order.id,
        index + 1,
        product.id,
        product.name,
        product.sku,
        product.cost,
        product.price,
        figures.lines[index].discount,
        figures.lines[index].orderDiscount,
        product.tax_rate_bp,
        figures.lines[index].taxAmount,
        figures.lines[index].lineTotal,
        stamp,
        stamp,
      ]) as RawQueryBindings
    )
    await trx.rawQuery(
      `INSERT INTO order_payments (order_id, method, amount, tendered, created_at, updated_at)
       VALUES (?, 'cash', ?, ?, ?, ?)`,
      [order.id, settlement.applied[0], sale.cash, stamp, stamp]
    )
    await trx.rawQuery(
      `INSERT INTO stock_movements (product_id, branch_id, quantity, balance_after, type, unit_cost,
         reference_type, reference_id, user_id, created_at, updated_at)
       VALUES ${products.map(() => "(?, ?, -1, ?, 'sale', ?, 'order', ?, ?, ?, ?)").join(', ')}`,
      products.flatMap((product, index) => [
        product.id,
        sale.branchId,
        balances[index],
        product.cost,
        order.id,
        sale.sellerId,
        stamp,
        stamp,
      ]) as RawQueryBindings
    )

    const day = localDay(now, sale.zone)
    for (const [index, product] of products.entries()) {
      const line = figures.lines[index]
      await upsert(
        trx,
        'sales_product_days',
        ['day', 'branch_id', 'product_id'],
        {
          sold_quantity: 1,
          discounts: line.discount + line.orderDiscount,
          net: line.lineTotal - line.taxAmount,
          tax: line.taxAmount,
          cost: product.cost ?? 0,
          uncosted_quantity: product.cost === null ? 1 : 0,
        },
        [day, sale.branchId, product.id]
      )
    }
    await upsert(
      trx,
      'sales_seller_days',
      ['day', 'branch_id', 'seller_id'],
      {
        orders: 1,
        items: figures.itemCount,
        discounts: figures.discountTotal,
        net: figures.total - figures.taxTotal,
        tax: figures.taxTotal,
      },
      [day, sale.branchId, sale.sellerId]
    )
    await upsert(
      trx,
      'sales_payment_days',
      ['day', 'branch_id', 'method'],
      { payments: 1, amount: settlement.applied[0] },
      [day, sale.branchId, 'cash']
    )
    await upsert(
      trx,
      'sales_branch_days',
      ['day', 'branch_id'],
      {
        net: figures.total - figures.taxTotal,
        cost: products.reduce((sum, product) => sum + (product.cost ?? 0), 0),
        uncosted_quantity: products.filter((product) => product.cost === null).length,
      },
      [day, sale.branchId]
    )
    await trx.commit()
    return true
  } catch (error) {
    if (!trx.isCompleted) await trx.rollback()
    throw error
  }
}
