import { DateTime } from 'luxon'
import { booleanColumn } from '#support/columns'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import OrderLine from '#models/order_line'

/** Units of one order line brought back, restocked or written off. */
export default class ReturnLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare returnId: number

  @column()
  declare orderLineId: number

  @column()
  declare quantity: number

  /** What these units refund, tax included. */
  @column()
  declare refundAmount: number

  @column()
  declare taxAmount: number

  /** Back on the shelf (a `return` ledger row), or written off. */
  @column(booleanColumn)
  declare restock: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => OrderLine)
  declare orderLine: BelongsTo<typeof OrderLine>
}
