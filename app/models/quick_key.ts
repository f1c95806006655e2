import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'
import QuickKeyPage from '#models/quick_key_page'
import type { QuickKeyColour } from '#common/quick_key_colours'

/** One button on a quick-key page: a product, in its place, with an optional shorter label. */
export default class QuickKey extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare pageId: number

  @column()
  declare productId: number

  @column()
  declare position: number

  @column()
  declare label: string | null

  /** A band of colour on the key at the counter; null for the plain key. */
  @column()
  declare colour: QuickKeyColour | null

  @belongsTo(() => QuickKeyPage, { foreignKey: 'pageId' })
  declare page: BelongsTo<typeof QuickKeyPage>

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  /** Keys in their places on the page. */
  static inOrder = scope((query) => {
    query.orderBy('quick_keys.position')
  })

  /** Keys whose product may still be sold: an archived product's key waits, hidden. */
  static sellable = scope((query) => {
    query.whereIn('quick_keys.product_id', (products) =>
      products.from('products').select('products.id').where('products.is_active', true)
    )
  })
}
