import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { timestampBinding } from '#support/sql_time'
import { likePattern } from '#support/search'
import { dayPeriod } from '#support/business_day'
import { sortScope } from '#support/list_scopes'

/** Product fields that only `products.view_cost` may read, in the log as anywhere else. */
export const PRODUCT_COST_FIELDS = ['cost', 'marginBp'] as const

/**
 * The text of an event's changes that the word search may look in: without a
 * product's cost fields for readers who may not see costs, so a search for an
 * amount cannot tell them what it cost.
 */
function searchableChanges(dialect: string, withCost: boolean) {
  if (withCost) return 'changes'
  const withoutCost =
    dialect === 'postgres'
      ? `(changes::jsonb ${PRODUCT_COST_FIELDS.map((field) => `- '${field}'`).join(' ')})::text`
      : `json_remove(changes, ${PRODUCT_COST_FIELDS.map((field) => `'$.${field}'`).join(', ')})`
  return `CASE WHEN subject_type = 'product' THEN ${withoutCost} ELSE changes END`
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
    prepare: (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? JSON.parse(value) : null),
  })
  declare changes: Record<string, unknown> | null

  @column()
  declare ip: string | null

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
      if (filters.from) {
        const { start } = dayPeriod(filters.from, timezone)
        query.where('created_at', '>=', timestampBinding(start, dialect))
      }
      if (filters.to) {
        const { end } = dayPeriod(filters.to, timezone)
        query.where('created_at', '<', timestampBinding(end, dialect))
      }
    }
  )

  static sortedBy = sortScope(AUDIT_ORDERS)
}
