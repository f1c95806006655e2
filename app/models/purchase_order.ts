import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import User from '#models/user'
import Supplier from '#models/supplier'
import PurchaseOrderLine from '#models/purchase_order_line'
import { likePattern } from '#support/search'
import { sortScope } from '#support/list_scopes'
import type { PurchaseOrderStatus } from '#common/purchasing'

/** The purchase orders list's orders; each ends on the id so pages never overlap. */
export const PURCHASE_ORDER_ORDERS = {
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
  expected: [
    ['expected_on', 'asc'],
    ['id', 'asc'],
  ],
} as const

export interface PurchaseOrderFilters {
  search?: string
  status?: PurchaseOrderStatus
  branch?: number
  supplier?: number
}

/** An order to one supplier for delivery to one branch, numbered `PO-000001`. */
export default class PurchaseOrder extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare supplierId: number

  @column()
  declare branchId: number

  @column()
  declare status: PurchaseOrderStatus

  @column()
  declare expectedOn: string | null

  @column()
  declare note: string | null

  @column()
  declare createdBy: number

  @column()
  declare orderedBy: number | null

  @column.dateTime()
  declare orderedAt: DateTime | null

  @column.dateTime()
  declare receivedAt: DateTime | null

  @column()
  declare closedBy: number | null

  @column.dateTime()
  declare closedAt: DateTime | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Supplier)
  declare supplier: BelongsTo<typeof Supplier>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>

  @hasMany(() => PurchaseOrderLine)
  declare lines: HasMany<typeof PurchaseOrderLine>

  /** The list's filters: status, branch, supplier, and words in the number or the note. */
  static filtered = scope((query, filters: PurchaseOrderFilters) => {
    if (filters.status) query.where('status', filters.status)
    if (filters.branch) query.where('branch_id', filters.branch)
    if (filters.supplier) query.where('supplier_id', filters.supplier)
    if (filters.search) {
      const like = likePattern(filters.search)
      query.where((inner) => inner.whereILike('number', like).orWhereILike('note', like))
    }
  })

  static sortedBy = sortScope(PURCHASE_ORDER_ORDERS)
}
