import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import Till from '#models/till'
import TillMovement from '#models/till_movement'
import User from '#models/user'
import { expectedCash, type FloatSource, type TillSessionStatus } from '#common/tills'
import type { DenominationCount } from '#common/tills'
import { sortScope, withinDays } from '#support/list_scopes'

/** The sessions list's orders: by opening time, by cash difference, by sales. */
export const TILL_SESSION_LIST_ORDERS = {
  newest: [
    ['opened_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['opened_at', 'asc'],
    ['id', 'asc'],
  ],
  difference: [
    ['cash_difference', 'asc'],
    ['id', 'asc'],
  ],
  difference_desc: [
    ['cash_difference', 'desc'],
    ['id', 'desc'],
  ],
  sales: [
    ['sales_total', 'asc'],
    ['id', 'asc'],
  ],
  sales_desc: [
    ['sales_total', 'desc'],
    ['id', 'desc'],
  ],
} as const

export interface TillSessionFilters {
  branch?: number
  till?: number
  cashier?: number
  /** Opened on or after this business day (`YYYY-MM-DD`). */
  from?: string
  /** Opened on or before this business day. */
  to?: string
  /** Only closed sessions whose count differed from the expected cash. */
  withDifference?: boolean
}

/**
 * A till's session from opening to close, with the running totals every
 * sale, void, return and cash movement filed in it adds to in its own
 * transaction. Closed, it records the count, the expected cash, the
 * difference and its Z number, and never changes again.
 */
export default class TillSession extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare tillId: number

  @column()
  declare branchId: number

  @column()
  declare status: TillSessionStatus

  @column({ serializeAs: null })
  declare openKey: string

  @column()
  declare openedBy: number

  @column.dateTime()
  declare openedAt: DateTime

  @column()
  declare openingFloat: number

  @column()
  declare floatSource: FloatSource

  @column()
  declare carriedFloat: number | null

  @column()
  declare salesCount: number

  @column()
  declare salesTotal: number

  @column()
  declare discountTotal: number

  @column()
  declare taxTotal: number

  @column()
  declare cashSales: number

  @column()
  declare cardSales: number

  @column()
  declare otherSales: number

  @column()
  declare returnsCount: number

  @column()
  declare refundTotal: number

  @column()
  declare cashRefunds: number

  @column()
  declare cardRefunds: number

  @column()
  declare otherRefunds: number

  @column()
  declare voidsCount: number

  @column()
  declare voidTotal: number

  @column()
  declare cashVoided: number

  @column()
  declare cardVoided: number

  @column()
  declare otherVoided: number

  @column()
  declare movementsCount: number

  @column()
  declare cashIn: number

  @column()
  declare cashOut: number

  @column({ serializeAs: null })
  declare closeKey: string | null

  @column()
  declare closedBy: number | null

  @column.dateTime()
  declare closedAt: DateTime | null

  @column()
  declare expectedCash: number | null

  @column()
  declare countedCash: number | null

  @column()
  declare cashDifference: number | null

  /** The Z report's first print or PDF: later ones are copies. */
  @column.dateTime()
  declare reportPrintedAt: DateTime | null

  @column({
    prepare: (value: DenominationCount | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? (JSON.parse(value) as DenominationCount) : null),
  })
  declare denominations: DenominationCount | null

  @column()
  declare closeNote: string | null

  @column()
  declare zNumber: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Till)
  declare till: BelongsTo<typeof Till>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => User, { foreignKey: 'openedBy' })
  declare opener: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'closedBy' })
  declare closer: BelongsTo<typeof User>

  @hasMany(() => TillMovement)
  declare movements: HasMany<typeof TillMovement>

  /** The cash the drawer should hold now (or held at close), from the running totals. */
  get currentExpectedCash() {
    return expectedCash(this)
  }

  /** The sessions list's filters: days by the opening time in the shop's time zone. */
  static filtered = scope((query, filters: TillSessionFilters, timezone: string) => {
    if (filters.branch) query.where('branch_id', filters.branch)
    if (filters.till) query.where('till_id', filters.till)
    if (filters.cashier) query.where('opened_by', filters.cashier)
    withinDays(query, 'till_sessions.opened_at', filters, timezone)
    if (filters.withDifference) query.where('status', 'closed').whereNot('cash_difference', 0)
  })

  static sortedBy = sortScope(TILL_SESSION_LIST_ORDERS)
}
