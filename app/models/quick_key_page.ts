import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import QuickKey from '#models/quick_key'

/** A tab of quick keys at one branch's counter ("Bakery"), in its place among the branch's tabs. */
export default class QuickKeyPage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare branchId: number

  @column()
  declare name: string

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @hasMany(() => QuickKey, { foreignKey: 'pageId' })
  declare keys: HasMany<typeof QuickKey>

  /** A branch's pages in the order its tabs show. */
  static atBranch = scope((query, branchId: number) => {
    query.where('quick_key_pages.branch_id', branchId).orderBy('quick_key_pages.position')
  })
}
