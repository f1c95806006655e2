import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'

/**
 * A product on a transfer. `receivedQuantity` is set when the destination
 * receives it; what falls short of `quantity` was lost in transit, with
 * `shortfallReason` (no branch held it, so no ledger row records it).
 */
export default class StockTransferLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare stockTransferId: number

  @column()
  declare productId: number

  @column()
  declare quantity: number

  @column()
  declare receivedQuantity: number | null

  @column()
  declare shortfallReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
