import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import Order from '#models/order'
import User from '#models/user'
import ReturnLine from '#models/return_line'
import type { PaymentMethod } from '#common/sale_totals'

import type { ReturnReason } from '#common/return_reasons'

import { sortScope, withinDays } from '#support/list_scopes'
import { whereTextMatches } from '#support/search'

export { RETURN_REASONS, type ReturnReason } from '#common/return_reasons'

/** The returns list's orders; each ends on the id so pages never overlap. */
export const RETURN_LIST_ORDERS = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  number: [['number', 'asc']],
  number_desc: [['number', 'desc']],
  refund: [
    ['refund_total', 'asc'],
    ['id', 'asc'],
  ],
  refund_desc: [
    ['refund_total', 'desc'],
    ['id', 'desc'],
  ],
} as const

/** The returns list's filters, as its validator reads them. */
export interface ReturnFilters {
  search?: string
  branch?: number
  reason?: ReturnReason
  from?: string
  to?: string
}

/** Goods brought back against an order (Returns / Create), numbered `RT-000001`. */
export default class SaleReturn extends BaseModel {
  static table = 'returns'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare orderId: number

  @column()
  declare branchId: number

  @column()
  declare userId: number

  @column()
  declare reason: ReturnReason

  @column()
  declare refundMethod: PaymentMethod

  @column()
  declare refundTotal: number

  /** The tax inside the refund. */
  @column()
  declare taxTotal: number

  @column()
  declare note: string | null

  /** The manager whose PIN approved a refund paid another way than the sale. */
  @column()
  declare approvedBy: number | null

  /** The till session the refund was filed in; null when made without one. */
  @column()
  declare tillSessionId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'approvedBy' })
  declare approver: BelongsTo<typeof User>

  @hasMany(() => ReturnLine, { foreignKey: 'returnId' })
  declare lines: HasMany<typeof ReturnLine>

  /** The returns list's filters: days in the shop's time zone; the search finds the return's or the order's number. */
  static filtered = scope((query, filters: ReturnFilters, timezone: string) => {
    if (filters.branch) query.where('returns.branch_id', filters.branch)
    if (filters.reason) query.where('returns.reason', filters.reason)
    withinDays(query, 'returns.created_at', filters, timezone)
    if (filters.search) {
      const search = { words: filters.search, dialect: query.client.dialect.name }
      query.where((inner) => {
        inner
          .where((number) => whereTextMatches(number, { ...search, table: 'returns' }))
          .orWhereIn('returns.order_id', (orders) => {
            whereTextMatches(orders.from('orders'), { ...search, table: 'orders' }).select(
              'orders.id'
            )
          })
      })
    }
  })

  static sortedBy = sortScope(RETURN_LIST_ORDERS)
}
