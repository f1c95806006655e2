import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PaymentMethod } from '#common/sale_totals'

/** One payment of an order: cash, card or other. */
export default class OrderPayment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column()
  declare method: PaymentMethod

  /** What counts toward the sale: for cash, what was handed over less the change. */
  @column()
  declare amount: number

  /** Cash handed over, when more than `amount`. */
  @column()
  declare tendered: number | null

  @column()
  declare reference: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
