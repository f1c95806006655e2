import { DateTime } from 'luxon'
import { BaseModel, column, scope } from '@adonisjs/lucid/orm'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { booleanColumn } from '#support/columns'
import { likePattern } from '#support/search'

/** Words anywhere in name, email or phone, case-insensitive, wildcards taken literally. */
function whereWords(query: ModelQueryBuilderContract<LucidModel>, words?: string) {
  if (!words) return
  const like = likePattern(words)
  query.where((inner) => {
    inner.whereILike('name', like).orWhereILike('email', like).orWhereILike('phone', like)
  })
}

export default class Customer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column({ prepare: (value: string | null) => (value ? value.trim().toLowerCase() : null) })
  declare email: string | null

  @column()
  declare phone: string | null

  @column()
  declare address: string | null

  @column()
  declare notes: string | null

  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime()
  declare erasedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  static active = scope((query) => {
    query.where('is_active', true)
  })

  /** The list's filters (also the export's): words and active state. */
  static filtered = scope((query, filters: { search?: string; status?: 'active' | 'inactive' }) => {
    whereWords(query, filters.search)
    if (filters.status) query.where('is_active', filters.status === 'active')
  })

  /** The list's sort orders; the id breaks ties so pages never overlap. */
  static sorted = scope((query, sort: 'name' | 'name_desc' | 'newest' | 'oldest' = 'name') => {
    if (sort === 'name') query.orderBy('name', 'asc').orderBy('id', 'asc')
    if (sort === 'name_desc') query.orderBy('name', 'desc').orderBy('id', 'desc')
    if (sort === 'newest') query.orderBy('id', 'desc')
    if (sort === 'oldest') query.orderBy('id', 'asc')
  })

  /** `?search=` over name, email and phone. */
  static search = scope((query, words: string | undefined) => whereWords(query, words))
}
