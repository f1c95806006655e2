import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { booleanColumn } from '#support/columns'
import { normalizePermissions, type Permission } from '#support/permissions'
import { searchScope, sortScope } from '#support/list_scopes'

/** The role list's orders (`?sort=`); `users` and `users_asc` need `withCount('users')`. */
export const ROLE_ORDERS = {
  name: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  name_desc: [
    ['name', 'desc'],
    ['id', 'desc'],
  ],
  users: [
    ['users_count', 'desc'],
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  users_asc: [
    ['users_count', 'asc'],
    ['name', 'asc'],
    ['id', 'asc'],
  ],
} as const

export default class Role extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column({
    prepare: (value: Permission[]) => JSON.stringify(normalizePermissions(value)),
    consume: (value: string | null) => normalizePermissions(value ? JSON.parse(value) : []),
  })
  declare permissions: Permission[]

  @column(booleanColumn)
  declare allBranches: boolean

  @column()
  declare maxDiscountBp: number

  @column(booleanColumn)
  declare isSystem: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => User)
  declare users: HasMany<typeof User>

  /** `?search=` over the name. */
  static search = searchScope(['name'])

  static sortedBy = sortScope(ROLE_ORDERS)

  grants(permission: Permission) {
    return this.permissions.includes(permission)
  }
}
