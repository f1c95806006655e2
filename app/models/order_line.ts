import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'
import type { DiscountKind } from '#common/sale_totals'

/**
 * A product on an order, with snapshots of its name, SKU and cost when sold
 * and every figure the server computed for it (common/sale_totals.ts).
 */
export default class OrderLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  /** The line's place on the order, from 1. */
  @column()
  declare position: number

  @column()
  declare productId: number

  @column()
  declare productName: string

  @column()
  declare productSku: string

  @column()
  declare unitCost: number | null

  @column()
  declare quantity: number

  @column()
  declare unitPrice: number

  /** The product's price when the line was charged another one, else null. */
  @column()
  declare originalUnitPrice: number | null

  @column()
  declare discountKind: DiscountKind | null

  @column()
  declare discountValue: number | null

  /** The line's own discount in minor units. */
  @column()
  declare discount: number

  /** The line's share of the order discount. */
  @column()
  declare orderDiscount: number

  @column()
  declare taxRateBp: number

  @column()
  declare taxAmount: number

  /** What the customer pays for the line, tax included. */
  @column()
  declare lineTotal: number

  @column()
  declare returnedQuantity: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  /** Units that may still come back. */
  get returnableQuantity() {
    return this.quantity - this.returnedQuantity
  }
}
