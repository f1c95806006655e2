import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import Order from '#models/order'
import User from '#models/user'
import ReturnLine from '#models/return_line'
import type { PaymentMethod } from '#common/sale_totals'

/** Why goods come back. */
export const RETURN_REASONS = [
  'defective',
  'wrong_item',
  'changed_mind',
  'damaged',
  'other',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** Goods brought back against an order (Returns / Create), numbered `RT-000001`. */
export default class SaleReturn extends BaseModel {
  static table = 'returns'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare orderId: number

  @column()
  declare branchId: number

  @column()
  declare userId: number

  @column()
  declare reason: ReturnReason

  @column()
  declare refundMethod: PaymentMethod

  @column()
  declare refundTotal: number

  /** The tax inside the refund. */
  @column()
  declare taxTotal: number

  @column()
  declare note: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => ReturnLine, { foreignKey: 'returnId' })
  declare lines: HasMany<typeof ReturnLine>
}
