import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { ApprovalKind } from '#common/approvals'

/**
 * A manager's approval of one exception at the till, granted by PIN: good
 * for one action (its kind, branch and fingerprint, the amount approved)
 * by the cashier who asked, once, until it expires.
 */
export default class Approval extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare kind: ApprovalKind

  /** Comma separated ApprovalReason values. */
  @column()
  declare reasons: string

  @column()
  declare branchId: number

  @column()
  declare fingerprint: string

  @column()
  declare amount: number

  @column()
  declare requestedBy: number

  @column()
  declare approvedBy: number

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column()
  declare orderId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'approvedBy' })
  declare approver: BelongsTo<typeof User>
}
