import { DateTime } from 'luxon'
import { booleanColumn } from '#support/columns'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import Customer from '#models/customer'
import User from '#models/user'
import OrderLine from '#models/order_line'
import OrderPayment from '#models/order_payment'
import type { DiscountKind } from '#common/sale_totals'

/**
 * An order's life (DESIGN.md section 5): a parked `draft` has no number and
 * no stock effect; `completed` on checkout; returns move it to
 * `partially_returned` or `returned`; a void on its own business day to `voided`.
 */
export const ORDER_STATUSES = [
  'draft',
  'completed',
  'partially_returned',
  'returned',
  'voided',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The statuses that count as sales: completed, whatever was returned of them since. */
export const SOLD_STATUSES: readonly OrderStatus[] = ['completed', 'partially_returned', 'returned']

/** A sale at the counter, numbered `{branch code}-000001` when it completes. */
export default class Order extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string | null

  @column()
  declare branchId: number

  @column()
  declare customerId: number | null

  @column()
  declare sellerId: number

  @column()
  declare status: OrderStatus

  @column()
  declare subtotal: number

  @column()
  declare discountTotal: number

  @column()
  declare orderDiscountKind: DiscountKind | null

  @column()
  declare orderDiscountValue: number | null

  @column()
  declare taxTotal: number

  @column()
  declare total: number

  @column()
  declare paidTotal: number

  @column()
  declare changeDue: number

  @column(booleanColumn)
  declare pricesIncludeTax: boolean

  @column()
  declare note: string | null

  @column({ serializeAs: null })
  declare idempotencyKey: string

  @column({ serializeAs: null })
  declare requestFingerprint: string

  @column()
  declare itemCount: number

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime()
  declare voidedAt: DateTime | null

  @column()
  declare voidedBy: number | null

  @column()
  declare voidReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>

  @belongsTo(() => User, { foreignKey: 'sellerId' })
  declare seller: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'voidedBy' })
  declare voider: BelongsTo<typeof User>

  @hasMany(() => OrderLine)
  declare lines: HasMany<typeof OrderLine>

  @hasMany(() => OrderPayment)
  declare payments: HasMany<typeof OrderPayment>

  /** Orders that count as sales: completed, and not voided. */
  static sold = scope((query) => {
    query.whereIn('status', [...SOLD_STATUSES])
  })

  /** Parked sales waiting to be completed. */
  static parked = scope((query) => {
    query.where('status', 'draft')
  })
}
