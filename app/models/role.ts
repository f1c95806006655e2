import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { booleanColumn } from '#support/columns'
import { normalizePermissions, type Permission } from '#support/permissions'

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

  grants(permission: Permission) {
    return this.permissions.includes(permission)
  }
}
