import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import Order from '#models/order'
import User from '#models/user'

/** `refused`: kept without an order; `flagged`: recorded, with what a manager should look at. */
export type OfflineIssueKind = 'refused' | 'flagged'

export const OFFLINE_ISSUE_STATES = ['open', 'resolved'] as const

export type OfflineIssueState = (typeof OFFLINE_ISSUE_STATES)[number]

/**
 * A sale sent from a till that sold offline and that a manager should look
 * at: one the server could not trust, kept with everything the till sent
 * (never dropped), or one recorded with flags (oversold, a changed price, a
 * closed session adjusted). Resolved once, by a manager, with a note.
 */
export default class OfflineSaleIssue extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: OfflineIssueKind

  @column()
  declare branchId: number | null

  @column()
  declare userId: number

  @column()
  declare orderId: number | null

  @column({ serializeAs: null })
  declare idempotencyKey: string

  @column({ serializeAs: null })
  declare requestFingerprint: string

  @column()
  declare provisionalRef: string

  @column.dateTime()
  declare madeAt: DateTime

  /** The sale as the till sent it, as JSON text. */
  @column()
  declare payload: string

  /** An OfflineRefusal, or the flags of a recorded sale (comma separated). */
  @column()
  declare reason: string

  @column()
  declare details: string

  @column.dateTime()
  declare resolvedAt: DateTime | null

  @column()
  declare resolvedBy: number | null

  @column()
  declare resolutionNote: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'resolvedBy' })
  declare resolver: BelongsTo<typeof User>

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  /** Open (still to look at) or resolved. */
  static inState = scope((query, state: OfflineIssueState) => {
    if (state === 'open') query.whereNull('resolved_at')
    else query.whereNotNull('resolved_at')
  })
}
