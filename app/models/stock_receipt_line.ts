import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'

/** A product received: its quantity and what one unit cost (minor units). */
export default class StockReceiptLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare stockReceiptId: number

  @column()
  declare productId: number

  @column()
  declare quantity: number

  @column()
  declare unitCost: number

  /** The purchase order line this delivery fills, when received against an order. */
  @column()
  declare purchaseOrderLineId: number | null

  @column()
  declare overDeliveryReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
