import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'
import Supplier from '#models/supplier'

/** A product a supplier carries: its code at the supplier, pack size, last cost paid, preferred or not. */
export default class SupplierProduct extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare supplierId: number

  @column()
  declare productId: number

  @column()
  declare supplierSku: string | null

  @column()
  declare packSize: number

  @column({ consume: (value: unknown) => (value === null ? null : Number(value)) })
  declare lastCost: number | null

  @column({ consume: (value: unknown) => Boolean(value) })
  declare isPreferred: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @belongsTo(() => Supplier)
  declare supplier: BelongsTo<typeof Supplier>
}
