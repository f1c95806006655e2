import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import User from '#models/user'
import StockReceiptLine from '#models/stock_receipt_line'

/** Goods received into one branch (Stocks / Add), numbered `RC-000001`. */
export default class StockReceipt extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare branchId: number

  @column()
  declare supplier: string | null

  @column()
  declare reference: string | null

  @column()
  declare note: string | null

  @column()
  declare userId: number

  /** The purchase order this delivery was received against, if any. */
  @column()
  declare purchaseOrderId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => StockReceiptLine)
  declare lines: HasMany<typeof StockReceiptLine>
}
