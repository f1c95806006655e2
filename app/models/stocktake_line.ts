import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Product from '#models/product'
import StocktakeCount from '#models/stocktake_count'

/**
 * A product of a stocktake: what the branch held when counting started
 * (`expected`, with its `unitCost`) and the sum of its count entries
 * (`counted`, null while nobody counted it). Written in bulk by the
 * stocktake services, so it keeps no timestamps of its own; its entries do.
 */
export default class StocktakeLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare stocktakeId: number

  @column()
  declare productId: number

  @column({ consume: (value: unknown) => (value === null ? null : Number(value)) })
  declare expected: number | null

  @column({ consume: (value: unknown) => (value === null ? null : Number(value)) })
  declare unitCost: number | null

  @column({ consume: (value: unknown) => (value === null ? null : Number(value)) })
  declare counted: number | null

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @hasMany(() => StocktakeCount)
  declare entries: HasMany<typeof StocktakeCount>
}
