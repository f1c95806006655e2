import { DateTime } from 'luxon'
import { booleanColumn } from '#support/columns'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import Branch from '#models/branch'
import Customer from '#models/customer'
import User from '#models/user'
import OrderLine from '#models/order_line'
import OrderPayment from '#models/order_payment'
import type { DiscountKind, PaymentMethod } from '#common/sale_totals'
import { withinDays } from '#support/list_scopes'
import { whereTextMatches } from '#support/search'
import { PROVISIONAL_REF_PATTERN } from '#common/offline_sales'

/**
 * An order's life: a parked `draft` has no number and
 * no stock effect; `completed` on checkout; returns move it to
 * `partially_returned` or `returned`; a void on its own business day to `voided`.
 */
export const ORDER_STATUSES = [
  'draft',
  'completed',
  'partially_returned',
  'returned',
  'voided',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The statuses that count as sales: completed, whatever was returned of them since. */
export const SOLD_STATUSES: readonly OrderStatus[] = ['completed', 'partially_returned', 'returned']

/**
 * Whether goods may come back against an order in `status`: a sale with
 * units still to return. The return service and OrderPolicy.returnGoods
 * both ask it, so the page offers a return exactly when one is taken.
 */
export function takesReturns(status: OrderStatus) {
  return status === 'completed' || status === 'partially_returned'
}

/** The orders list's orders; each ends on the id so pages never overlap. */
export const ORDER_LIST_ORDERS = {
  newest: [
    ['completed_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['completed_at', 'asc'],
    ['id', 'asc'],
  ],
  number: [['number', 'asc']],
  number_desc: [['number', 'desc']],
  total: [
    ['total', 'asc'],
    ['id', 'asc'],
  ],
  total_desc: [
    ['total', 'desc'],
    ['id', 'desc'],
  ],
} as const

/** The orders list's filters, as its validator reads them. */
export interface OrderFilters {
  search?: string
  status?: OrderStatus
  branch?: number
  seller?: number
  payment?: PaymentMethod
  from?: string
  to?: string
}

/** A sale at the counter, numbered `{branch code}-000001` when it completes. */
export default class Order extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string | null

  @column()
  declare branchId: number

  @column()
  declare customerId: number | null

  @column()
  declare sellerId: number

  @column()
  declare status: OrderStatus

  @column()
  declare subtotal: number

  @column()
  declare discountTotal: number

  @column()
  declare orderDiscountKind: DiscountKind | null

  @column()
  declare orderDiscountValue: number | null

  @column()
  declare taxTotal: number

  @column()
  declare total: number

  @column()
  declare paidTotal: number

  @column()
  declare changeDue: number

  @column(booleanColumn)
  declare pricesIncludeTax: boolean

  @column()
  declare note: string | null

  @column({ serializeAs: null })
  declare idempotencyKey: string

  @column({ serializeAs: null })
  declare requestFingerprint: string

  @column()
  declare itemCount: number

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime()
  declare voidedAt: DateTime | null

  @column()
  declare voidedBy: number | null

  @column()
  declare voidReason: string | null

  /** The manager who approved what the seller could not do alone (a discount past their cap, a price change). */
  @column()
  declare approvedBy: number | null

  /** The manager whose PIN approved the void of a seller who may not void alone. */
  @column()
  declare voidApprovedBy: number | null

  /** The till session the sale was filed in; null when sold without one. */
  @column()
  declare tillSessionId: number | null

  /** The till session its void was filed in. */
  @column()
  declare voidSessionId: number | null

  /** The pending receipt's reference of a sale made offline (`P-K7Q2ZD-12`); null for one made online. */
  @column()
  declare provisionalRef: string | null

  /** What a manager should look at in a sale made offline (`oversold,late_session`), or null. */
  @column()
  declare offlineFlags: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>

  @belongsTo(() => User, { foreignKey: 'sellerId' })
  declare seller: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'voidedBy' })
  declare voider: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'approvedBy' })
  declare approver: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'voidApprovedBy' })
  declare voidApprover: BelongsTo<typeof User>

  @hasMany(() => OrderLine)
  declare lines: HasMany<typeof OrderLine>

  @hasMany(() => OrderPayment)
  declare payments: HasMany<typeof OrderPayment>

  /** Orders that count as sales: completed, and not voided. */
  static sold = scope((query) => {
    query.whereIn('status', [...SOLD_STATUSES])
  })

  /**
   * Orders that have left the counter: every status but a parked draft.
   * Checkout stamps `completed_at` as the order leaves draft, so this reads
   * the (completed_at, id) index alone: counting a long list or skipping to
   * a page deep in it need not read each order's status.
   */
  static checkedOut = scope((query) => {
    query.whereNotNull('orders.completed_at')
  })

  /**
   * The orders list's filters: days by the completion time in the shop's
   * time zone; the search finds a number, or a customer by name, phone or email.
   */
  static filtered = scope((query, filters: OrderFilters, timezone: string) => {
    if (filters.status) query.where('orders.status', filters.status)
    if (filters.branch) query.where('orders.branch_id', filters.branch)
    if (filters.seller) query.where('orders.seller_id', filters.seller)
    if (filters.payment) {
      const method = filters.payment
      query.whereExists((paid) => {
        paid
          .from('order_payments')
          .whereColumn('order_payments.order_id', 'orders.id')
          .where('order_payments.method', method)
      })
    }
    withinDays(query, 'orders.completed_at', filters, timezone)
    if (filters.search) searchedFor(query, filters.search)
  })

  /**
   * `sortedBy(sort, search)`: the list's order. A search sorted by number on
   * PostgreSQL sorts its matches once found, by an expression no index holds:
   * walking the number's index instead, the planner expects matches spread
   * evenly, but a branch code's all lie in one stretch of the numbers, and a
   * code late in the alphabet was reached after reading every order before it.
   */
  static sortedBy = scope((query, sort?: keyof typeof ORDER_LIST_ORDERS, search?: string) => {
    const afterMatching = Boolean(search) && query.client.dialect.name === 'postgres'
    for (const [name, direction] of ORDER_LIST_ORDERS[sort ?? 'newest']) {
      if (afterMatching && name === 'number') {
        query.orderByRaw(`orders.number || '' ${direction}`)
      } else {
        query.orderBy(name, direction)
      }
    }
  })

  /** Parked sales waiting to be completed. */
  static parked = scope((query) => {
    query.where('status', 'draft')
  })
}

/**
 * Narrows the orders list to the orders whose number holds `words`, or
 * whose customer's name, email or phone does; or to the sale made offline
 * whose provisional reference `words` is.
 */
function searchedFor(query: ModelQueryBuilderContract<LucidModel>, words: string) {
  // A pending receipt's reference names one sale made offline, through its unique index.
  const reference = words.trim().toUpperCase()
  if (PROVISIONAL_REF_PATTERN.test(reference))
    return query.where('orders.provisional_ref', reference)
  const dialect = query.client.dialect.name
  const customers = <Query extends ChainableContract>(found: Query) =>
    whereTextMatches(found.from('customers').select('customers.id'), {
      words,
      dialect,
      table: 'customers',
    })
  if (dialect === 'postgres') {
    // One bitmap scan of the orders: the number's trigram index OR'd with the customer
    // index, given the customers found as an array (an index takes an array under OR,
    // never a subquery), with the other filters checked in the same pass. Matched as a
    // set of ids, a search holding a branch code collected and hashed every order of the
    // branch, and again for the page, before a count could stop at its cap.
    return query.where((matched) => {
      whereTextMatches(matched, { words, dialect, table: 'orders' }).orWhereRaw(
        'orders.customer_id = ANY(ARRAY(?))',
        // Lucid compiles a query builder among the bindings into a subquery, though its types list only values.
        [customers(query.client.query()) as never]
      )
    })
  }
  // SQLite's full-text tables answer with ids: the two ways to match as one set of them.
  return query.whereIn('orders.id', (found) => {
    whereTextMatches(found.from('orders').select('orders.id'), {
      words,
      dialect,
      table: 'orders',
    }).union((byCustomer) => {
      byCustomer
        .from('orders')
        .select('orders.id')
        .whereIn('orders.customer_id', (inner) => customers(inner))
    })
  })
}
