import { DateTime } from 'luxon'
import { BaseModel, beforeDelete, beforeUpdate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'
import Branch from '#models/branch'
import User from '#models/user'

/** What moved stock; each has its own words on screen. */
export const MOVEMENT_TYPES = [
  'receipt',
  'adjustment',
  'sale',
  'sale_void',
  'return',
  'transfer_out',
  'transfer_in',
  'transfer_cancel',
  'count',
] as const

export type MovementType = (typeof MOVEMENT_TYPES)[number]

/** The documents a movement can point at. */
export const MOVEMENT_REFERENCE_TYPES = [
  'stock_receipt',
  'stock_transfer',
  'order',
  'return',
  'stocktake',
] as const

export type MovementReferenceType = (typeof MOVEMENT_REFERENCE_TYPES)[number]

/**
 * One line of the stock ledger: a signed quantity of a product at a branch
 * and the balance it left. Append-only: written by `#services/stock/stock_ledger`,
 * never updated or deleted (the model refuses, and so does the database).
 */
export default class StockMovement extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare productId: number

  @column()
  declare branchId: number

  @column()
  declare quantity: number

  @column()
  declare balanceAfter: number

  @column()
  declare type: MovementType

  @column()
  declare reason: string | null

  @column()
  declare unitCost: number | null

  @column()
  declare referenceType: MovementReferenceType | null

  @column()
  declare referenceId: number | null

  @column()
  declare userId: number | null

  @column()
  declare note: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @beforeUpdate()
  static refuseUpdate() {
    throw new Error('Stock movements are append-only: a correction is a new movement')
  }

  @beforeDelete()
  static refuseDelete() {
    throw new Error('Stock movements are append-only: they are never deleted')
  }
}
