import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import StocktakeLine from '#models/stocktake_line'

/** How a count entry was made. */
export const COUNT_SOURCES = ['scan', 'typed', 'import', 'recount'] as const
export type CountSource = (typeof COUNT_SOURCES)[number]

/** One person's count of a stocktake line: who, when, how many and how. */
export default class StocktakeCount extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare stocktakeLineId: number

  @column()
  declare userId: number | null

  @column()
  declare quantity: number

  @column()
  declare source: CountSource

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => StocktakeLine, { foreignKey: 'stocktakeLineId' })
  declare line: BelongsTo<typeof StocktakeLine>
}
