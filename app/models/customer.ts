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

/** The customer list's orders (`?sort=`); the first is the default. */
export const CUSTOMER_ORDERS = {
  name: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  name_desc: [
    ['name', 'desc'],
    ['id', 'desc'],
  ],
  newest: [['id', 'desc']],
  oldest: [['id', 'asc']],
} as const

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

  /** `?search=`: words anywhere in name, email or phone. */
  static search = indexedSearchScope('customers')

  /** The header search's order: exact and prefix matches first. */
  static rankedByMatch = matchRankScope(TEXT_SEARCH_COLUMNS.customers)

  static withStatus = activeStatusScope()

  static sortedBy = sortScope(CUSTOMER_ORDERS)
}
