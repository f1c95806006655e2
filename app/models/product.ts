import { DateTime } from 'luxon'
import { BaseModel, column, scope } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#support/columns'
import { likePattern } from '#support/search'
import { activeStatusScope, sortScope } from '#support/list_scopes'

/** The product list's orders (`?sort=`); the first is the default. */
export const PRODUCT_ORDERS = {
  name: [
    ['name', 'asc'],
    ['id', 'desc'],
  ],
  price: [
    ['price', 'asc'],
    ['name', 'asc'],
    ['id', 'desc'],
  ],
  price_desc: [
    ['price', 'desc'],
    ['name', 'asc'],
    ['id', 'desc'],
  ],
  sku: [
    ['sku', 'asc'],
    ['id', 'desc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
} as const

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

  /** `?category=`: the exact category, as the list's filter offers the ones in use. */
  static inCategory = scope((query, category: string | undefined) => {
    if (category) query.where('category', category)
  })

  static withStatus = activeStatusScope()

  static sortedBy = sortScope(PRODUCT_ORDERS)
}
