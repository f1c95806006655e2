import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany, scope } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { booleanColumn } from '#support/columns'
import { activeStatusScope, searchScope, sortScope } from '#support/list_scopes'

/** The branch list's orders (`?sort=`); `users` and `users_asc` need `withCount('users')`. */
export const BRANCH_ORDERS = {
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
  newest: [['id', 'desc']],
} as const

export default class Branch extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare name: string

  @column()
  declare address: string | null

  @column()
  declare phone: string | null

  @column()
  declare email: string | null

  @column(booleanColumn)
  declare isActive: boolean

  @column()
  declare nextOrderSeq: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @manyToMany(() => User, { pivotTable: 'branch_user' })
  declare users: ManyToMany<typeof User>

  static active = scope((query) => {
    query.where('is_active', true)
  })

  /** `?search=` over code and name. */
  static search = searchScope(['code', 'name'])

  static withStatus = activeStatusScope()

  static sortedBy = sortScope(BRANCH_ORDERS)

  /**
   * The branch scope: every branch for a role with
   * all_branches, otherwise the ones assigned to the user. Needs `role` loaded.
   */
  static visibleTo = scope((query, user: User) => {
    if (user.role?.allBranches) return
    query.whereIn('id', (sub) =>
      sub.from('branch_user').select('branch_id').where('user_id', user.id)
    )
  })
}
