import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import SupplierProduct from '#models/supplier_product'
import { likePattern } from '#support/search'
import { sortScope } from '#support/list_scopes'

/** The suppliers list's orders; each ends on the id so pages never overlap. */
export const SUPPLIER_ORDERS = {
  name: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  name_desc: [
    ['name', 'desc'],
    ['id', 'desc'],
  ],
  code: [['code', 'asc']],
  code_desc: [['code', 'desc']],
} as const

export interface SupplierFilters {
  search?: string
  status?: 'active' | 'archived'
}

/**
 * Someone the shop buys from, known by a short code. Archived rather than
 * deleted once a purchase order names it.
 */
export default class Supplier extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare name: string

  @column()
  declare contactName: string | null

  @column()
  declare email: string | null

  @column()
  declare phone: string | null

  @column()
  declare address: string | null

  @column()
  declare taxId: string | null

  @column()
  declare paymentTerms: string | null

  @column()
  declare leadTimeDays: number

  @column()
  declare notes: string | null

  @column({ consume: (value: unknown) => Boolean(value) })
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => SupplierProduct)
  declare products: HasMany<typeof SupplierProduct>

  /** The list's filters: active or archived, and words in the name, code, contact or email. */
  static filtered = scope((query, filters: SupplierFilters) => {
    if (filters.status) query.where('is_active', filters.status === 'active')
    if (filters.search) {
      const like = likePattern(filters.search)
      query.where((inner) =>
        inner
          .whereILike('name', like)
          .orWhereILike('code', like)
          .orWhereILike('contact_name', like)
          .orWhereILike('email', like)
      )
    }
  })

  static active = scope((query) => {
    query.where('is_active', true)
  })

  static sortedBy = sortScope(SUPPLIER_ORDERS)
}
