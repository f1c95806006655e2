import { DateTime } from 'luxon'
import { BaseModel, column, scope } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#support/columns'
import {
  activeStatusScope,
  indexedSearchScope,
  matchRankScope,
  sortScope,
} from '#support/list_scopes'
import { TEXT_SEARCH_COLUMNS } from '#support/search'

/**
 * The product list's orders (`?sort=`); the first is the default. Ties go
 * the way the order goes, so one row-value comparison finds the page after
 * a row (`seekOf`); by price descending the names still read A to Z, and
 * those pages are found by their number.
 */
export const PRODUCT_ORDERS = {
  name: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  name_desc: [
    ['name', 'desc'],
    ['id', 'desc'],
  ],
  price: [
    ['price', 'asc'],
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  price_desc: [
    ['price', 'desc'],
    ['name', 'asc'],
    ['id', 'desc'],
  ],
  sku: [
    ['sku', 'asc'],
    ['id', 'asc'],
  ],
  sku_desc: [
    ['sku', 'desc'],
    ['id', 'desc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
} as const

/**
 * A catalogue item. `price` and `cost` are integer minor units of the shop
 * currency; `cost` is null while it is unknown (nobody entered or received one).
 */
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
  declare cost: number | null

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

  /**
   * The product a scanned code names: its barcode exactly, or its SKU in any
   * case; a barcode wins over another product's SKU.
   */
  static scannedCode = scope((query, code: string) => {
    query
      .where((either) => {
        either
          .where('products.barcode', code)
          .orWhereRaw('LOWER(products.sku) = ?', [code.toLowerCase()])
      })
      .orderByRaw('CASE WHEN products.barcode = ? THEN 0 ELSE 1 END', [code])
      .orderBy('products.id')
  })

  /** `?search=` over name, SKU and barcode. */
  static search = indexedSearchScope('products')

  /** The header search's order: exact and prefix matches first. */
  static rankedByMatch = matchRankScope(TEXT_SEARCH_COLUMNS.products)

  /** `?category=`: the exact category, as the list's filter offers the ones in use. */
  static inCategory = scope((query, category: string | undefined) => {
    if (category) query.where('category', category)
  })

  static withStatus = activeStatusScope()

  static sortedBy = sortScope(PRODUCT_ORDERS)
}
