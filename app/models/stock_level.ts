import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'
import Branch from '#models/branch'

/**
 * What a branch holds of a product: a cache of the ledger, written only by
 * `#services/stock/stock_ledger` in the same transaction as the movement.
 */
export default class StockLevel extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare productId: number

  @column()
  declare branchId: number

  @column()
  declare onHand: number

  /** The branch's own reorder level; null keeps the product's. */
  @column()
  declare reorderLevel: number | null

  /** The branch's own reorder target; null orders up to twice the level. */
  @column()
  declare reorderTarget: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>
}
