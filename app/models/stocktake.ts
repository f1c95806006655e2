import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import User from '#models/user'
import StocktakeLine from '#models/stocktake_line'
import { sortScope } from '#support/list_scopes'
import { likePattern } from '#support/search'
import type { StocktakeCoverage, StocktakeStatus, UncountedChoice } from '#common/stocktakes'

/** The stocktakes list's orders; each ends on the id so pages never overlap. */
export const STOCKTAKE_ORDERS = {
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
} as const

export interface StocktakeFilters {
  search?: string
  status?: StocktakeStatus
  branch?: number
}

/**
 * A count of one branch's shelves, numbered `SC-000001`. Its lines hold the
 * expected quantity frozen when counting started and what was counted.
 */
export default class Stocktake extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare branchId: number

  @column()
  declare coverage: StocktakeCoverage

  @column({
    prepare: (value: string[] | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? (JSON.parse(value) as string[]) : null),
  })
  declare categories: string[] | null

  @column({ consume: (value: unknown) => Boolean(value) })
  declare blind: boolean

  @column()
  declare status: StocktakeStatus

  @column()
  declare uncounted: UncountedChoice | null

  @column()
  declare note: string | null

  @column()
  declare createdBy: number

  @column()
  declare startedBy: number | null

  @column.dateTime()
  declare startedAt: DateTime | null

  @column()
  declare postedBy: number | null

  @column.dateTime()
  declare postedAt: DateTime | null

  @column()
  declare cancelledBy: number | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'startedBy' })
  declare starter: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'postedBy' })
  declare poster: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'cancelledBy' })
  declare canceller: BelongsTo<typeof User>

  @hasMany(() => StocktakeLine)
  declare lines: HasMany<typeof StocktakeLine>

  /** The list's filters: status, branch, and words in the number or the note. */
  static filtered = scope((query, filters: StocktakeFilters) => {
    if (filters.status) query.where('status', filters.status)
    if (filters.branch) query.where('branch_id', filters.branch)
    if (filters.search) {
      const like = likePattern(filters.search)
      query.where((inner) => inner.whereILike('number', like).orWhereILike('note', like))
    }
  })

  static sortedBy = sortScope(STOCKTAKE_ORDERS)
}
