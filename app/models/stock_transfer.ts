import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import User from '#models/user'
import StockTransferLine from '#models/stock_transfer_line'
import { sortScope, withinDays } from '#support/list_scopes'
import { likePattern } from '#support/search'

/** A transfer's life: draft → sent → received; draft or sent → cancelled. */
export const TRANSFER_STATUSES = ['draft', 'sent', 'received', 'cancelled'] as const

export type TransferStatus = (typeof TRANSFER_STATUSES)[number]

/** The stock moves list's orders; each ends on the id so pages never overlap. */
export const TRANSFER_ORDERS = {
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
  status: [
    ['status', 'asc'],
    ['id', 'desc'],
  ],
  status_desc: [
    ['status', 'desc'],
    ['id', 'desc'],
  ],
} as const

export interface TransferFilters {
  search?: string
  status?: TransferStatus
  branch?: number
  from?: string
  to?: string
}

/** Stock moved from one branch to another ("stock move"), numbered `TR-000001`. */
export default class StockTransfer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare fromBranchId: number

  @column()
  declare toBranchId: number

  @column()
  declare status: TransferStatus

  @column()
  declare note: string | null

  @column()
  declare createdBy: number

  @column()
  declare sentBy: number | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column()
  declare receivedBy: number | null

  @column.dateTime()
  declare receivedAt: DateTime | null

  @column()
  declare cancelledBy: number | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Branch, { foreignKey: 'fromBranchId' })
  declare fromBranch: BelongsTo<typeof Branch>

  @belongsTo(() => Branch, { foreignKey: 'toBranchId' })
  declare toBranch: BelongsTo<typeof Branch>

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>

  @hasMany(() => StockTransferLine)
  declare lines: HasMany<typeof StockTransferLine>

  @belongsTo(() => User, { foreignKey: 'sentBy' })
  declare sender: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'receivedBy' })
  declare receiver: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'cancelledBy' })
  declare canceller: BelongsTo<typeof User>

  /**
   * The list's filters: status; a branch at either end; created within the
   * shop's days `from`..`to`; words in the number or a line's product name or SKU.
   */
  static filtered = scope((query, filters: TransferFilters, timezone: string) => {
    if (filters.status) query.where('status', filters.status)
    if (filters.branch) {
      const branch = filters.branch
      query.where((inner) => inner.where('from_branch_id', branch).orWhere('to_branch_id', branch))
    }
    withinDays(query, 'created_at', filters, timezone)
    if (filters.search) {
      const like = likePattern(filters.search)
      query.where((inner) => {
        inner.whereILike('number', like).orWhereIn('id', (lines) => {
          lines
            .from('stock_transfer_lines')
            .join('products', 'products.id', 'stock_transfer_lines.product_id')
            .where((words) => {
              words.whereILike('products.name', like).orWhereILike('products.sku', like)
            })
            .select('stock_transfer_lines.stock_transfer_id')
        })
      })
    }
  })

  static sortedBy = sortScope(TRANSFER_ORDERS)
}
