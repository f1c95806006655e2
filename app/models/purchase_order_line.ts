import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'

/** A product ordered: units, the pack size it was ordered in, unit cost, and units received so far. */
export default class PurchaseOrderLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare purchaseOrderId: number

  @column()
  declare productId: number

  @column()
  declare quantity: number

  @column()
  declare packSize: number

  @column({ consume: (value: unknown) => Number(value) })
  declare unitCost: number

  @column()
  declare receivedQuantity: number

  @column()
  declare position: number

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>
}
