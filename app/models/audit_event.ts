import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { likePattern } from '#support/search'
import { sortScope, withinDays } from '#support/list_scopes'
import { AUDIT_COST_FIELDS } from '#support/audit_cost_fields'
import type { BranchScope } from '#services/platform/branch_scope'
import type { AuditChanges } from '#services/platform/audit_log'

/**
 * The word search looks in an event's changes without the fields that
 * reveal cost (AUDIT_COST_FIELDS) for readers who may not see costs, so a
 * search for an amount cannot tell them what something cost.
 */
function searchableChanges(dialect: string, withCost: boolean) {
  const kinds = Object.entries(AUDIT_COST_FIELDS)
  if (withCost || kinds.length === 0) return 'changes'
  const without = (fields: readonly string[]) =>
    dialect === 'postgres'
      ? `(changes::jsonb ${fields.map((field) => `- '${field}'`).join(' ')})::text`
      : `json_remove(changes, ${fields.map((field) => `'$.${field}'`).join(', ')})`
  const cases = kinds.map(([type, fields]) => `WHEN '${type}' THEN ${without(fields)}`)
  return `CASE subject_type ${cases.join(' ')} ELSE changes END`
}

/** The audit log's orders (`?sort=`): by time, not id, so back-dated events keep their place. */
export const AUDIT_ORDERS = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
} as const

/** One line of the audit trail. Append-only: nothing updates or deletes it. */
export default class AuditEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @column()
  declare action: string

  @column()
  declare subjectType: string | null

  @column()
  declare subjectId: string | null

  @column({
    prepare: (value: AuditChanges | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? JSON.parse(value) : null),
  })
  declare changes: AuditChanges | null

  @column()
  declare ip: string | null

  /** The branch the subject belongs to; null for records of no single branch. */
  @column()
  declare branchId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  /**
   * The audit log's filters. `from` and `to` are whole business days
   * (`YYYY-MM-DD`) in the shop's time zone, both included, compared in UTC
   * as stored. `withCost` says whether the reader may see products' costs,
   * which the word search then looks in.
   */
  static filtered = scope(
    (
      query,
      filters: { search?: string; user?: number; action?: string; from?: string; to?: string },
      timezone: string,
      withCost: boolean
    ) => {
      const dialect = query.client.dialect.name
      if (filters.user) query.where('user_id', filters.user)
      if (filters.action) query.where('action', filters.action)
      if (filters.search) {
        const like = likePattern(filters.search)
        // SQLite's LIKE is the case-blind one config/database.ts installs.
        const operator = dialect === 'postgres' ? 'ILIKE' : 'LIKE'
        query.where((inner) => {
          inner
            .whereILike('action', like)
            .orWhereRaw(`${searchableChanges(dialect, withCost)} ${operator} ?`, [like])
            .orWhereILike('ip', like)
        })
      }
      withinDays(query, 'created_at', filters, timezone)
    }
  )

  static sortedBy = sortScope(AUDIT_ORDERS)

  /** What a reader limited to some branches may read: their branches' events and those of none. */
  static visibleIn = scope((query, branches: BranchScope) => {
    if (branches.allBranches) return
    query.where((inner) => {
      inner.whereNull('branch_id').orWhereIn('branch_id', [...branches.branchIds])
    })
  })
}
