import { DateTime } from 'luxon'
import { createHash } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { searchScope } from '#support/list_scopes'
import { BaseModel, belongsTo, column, manyToMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Role from '#models/role'
import Branch from '#models/branch'
import { booleanColumn } from '#support/columns'
import type { Permission } from '#support/permissions'

/** Where an account stands, as the users screens show and filter it. */
export const USER_STATUSES = ['waiting', 'invited', 'active', 'inactive'] as const

export type UserStatus = (typeof USER_STATUSES)[number]

/** The users list's orders (`?sort=`), after the accounts waiting for access. */
export const USER_SORTS = ['name', 'name_desc', 'newest', 'last_login', 'last_login_asc'] as const

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column({ prepare: (value: string) => value.trim().toLowerCase() })
  declare email: string

  @column({ serializeAs: null })
  declare password: string | null

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column()
  declare roleId: number | null

  @column(booleanColumn)
  declare isActive: boolean

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @column({ serializeAs: null })
  declare sessionEpoch: number

  /** The till PIN, hashed like the password; null until the user sets one in their profile. */
  @column({ serializeAs: null })
  declare pinHash: string | null

  @column.dateTime()
  declare pinSetAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Role)
  declare role: BelongsTo<typeof Role>

  @manyToMany(() => Branch, { pivotTable: 'branch_user' })
  declare branches: ManyToMany<typeof Branch>

  /**
   * Active accounts without a role: they cannot use the app until someone
   * gives them one. The menu badge counts them and the users list shows
   * them first, so both always agree.
   */
  static waitingForAccess = scope((query) => {
    query.whereNull('role_id').where('is_active', true)
  })

  /**
   * Staff accounts within an editor's branch scope.
   * An editor with all branches reaches every account. One limited to some
   * branches reaches only accounts whose branches all lie within theirs,
   * which includes accounts still waiting for access (no branches yet); an
   * account whose role reaches all branches lies beyond any limited scope.
   * Everything else is treated as missing (404), like any out-of-scope record.
   */
  static withinBranchScope = scope(
    (query, editor: { allBranches: boolean; branchIds: readonly number[] }) => {
      if (editor.allBranches) return
      const inScope = [...editor.branchIds]
      query
        .whereNotExists((assigned) => {
          assigned
            .from('branch_user')
            .whereColumn('branch_user.user_id', 'users.id')
            .whereNotIn('branch_user.branch_id', inScope)
        })
        .where((role) => {
          role
            .whereNull('users.role_id')
            .orWhereNotIn('users.role_id', (everywhere) =>
              everywhere.from('roles').select('id').where('all_branches', true)
            )
        })
    }
  )

  /** `?search=` over name and email. */
  static search = searchScope(['name', 'email'])

  /** `?role=`: the holders of one role. */
  static withRole = scope((query, roleId: number | undefined) => {
    if (roleId) query.where('role_id', roleId)
  })

  /** `?status=`, as `userStatus` tells an account's status. */
  static withStatus = scope((query, status: UserStatus | undefined) => {
    if (status === 'waiting') User.waitingForAccess(query)
    if (status === 'inactive') query.where('is_active', false)
    if (status === 'invited' || status === 'active') {
      query.whereNotNull('role_id').where('is_active', true)
      query[status === 'invited' ? 'whereNull' : 'whereNotNull']('password')
    }
  })

  /** Accounts waiting for access first, then by `sort`, then by name. */
  static sortedBy = scope((query, sort: (typeof USER_SORTS)[number] = 'name') => {
    query.orderByRaw('case when role_id is null and is_active = ? then 0 else 1 end', [true])
    if (sort === 'newest') query.orderBy('created_at', 'desc').orderBy('id', 'desc')
    if (sort === 'last_login') {
      query.orderByRaw('last_login_at is null').orderBy('last_login_at', 'desc')
    }
    // Least recent first: who never signed in, then the oldest sign-ins.
    if (sort === 'last_login_asc') {
      query.orderByRaw('last_login_at is not null').orderBy('last_login_at', 'asc')
    }
    if (sort === 'name_desc') query.orderBy('name', 'desc').orderBy('id', 'desc')
    else query.orderBy('name').orderBy('id')
  })

  /** Looks a user up by email the way it is stored: trimmed and lower-case. */
  static findByEmail(email: string) {
    return this.query().where('email', email.trim().toLowerCase()).first()
  }

  get gravatar() {
    const digest = createHash('sha256').update(this.email.trim().toLowerCase()).digest('hex')
    return `https://www.gravatar.com/avatar/${digest}?s=96&d=404`
  }

  get initials() {
    const words = this.name.trim().split(/\s+/).filter(Boolean)
    const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0]]
    return letters.join('').toUpperCase() || '?'
  }

  /** Permissions granted by the role; none while waiting for access. Needs `role` loaded. */
  get permissions(): Permission[] {
    return this.isActive && this.role ? this.role.permissions : []
  }

  can(permission: Permission) {
    return this.permissions.includes(permission)
  }

  /** Granted the permission, or any one of a list of them. */
  canAny(permission: Permission | readonly Permission[]) {
    const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission
    return anyOf.some((one) => this.can(one))
  }

  /**
   * True when this user is the only active holder of the Administrator role,
   * who must not be demoted, deactivated or deleted: the shop would be left
   * with no one to manage it.
   */
  async isLastActiveAdministrator(client?: TransactionClientContract) {
    if (!this.isActive || !this.roleId) return false
    const role = await Role.query({ client }).where('id', this.roleId).first()
    if (!role?.isSystem) return false
    // Every active holder is locked, not only the others: two administrators
    // demoting each other at once then run one after the other, and the
    // second sees the first's change (PostgreSQL; SQLite runs writers in turn).
    const holders = await User.query({ client })
      .where('role_id', role.id)
      .where('is_active', true)
      .select('id')
      .forUpdate()
    return !holders.some((holder) => holder.id !== this.id)
  }

  /** Active branches within the user's scope, by name. Needs `role` loaded. */
  visibleBranches() {
    return Branch.query()
      .apply((scopes) => scopes.active())
      .apply((scopes) => scopes.visibleTo(this))
      .orderBy('name')
  }
}
