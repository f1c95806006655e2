import { DateTime } from 'luxon'
import { BaseModel, column, scope } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#support/columns'
import { likePattern } from '#support/search'

/** A catalogue item. `price` and `cost` are integer minor units of the shop currency. */
export default class Product extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare sku: string

  @column()
  declare barcode: string | null

  @column()
  declare category: string | null

  @column()
  declare unit: string

  @column()
  declare price: number

  @column()
  declare cost: number

  @column()
  declare taxRateBp: number

  @column()
  declare reorderLevel: number

  @column(booleanColumn)
  declare isActive: boolean

  @column()
  declare description: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  static active = scope((query) => {
    query.where('is_active', true)
  })

  /** `?search=` over name, SKU and barcode. */
  static search = scope((query, words: string | undefined) => {
    if (!words) return
    const like = likePattern(words)
    query.where((inner) => {
      inner.whereILike('name', like).orWhereILike('sku', like).orWhereILike('barcode', like)
    })
  })
}
