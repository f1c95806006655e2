import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { MovementDirection, MovementReason } from '#common/tills'

/** Cash paid into or out of a drawer during a session, numbered `CM-000001`. */
export default class TillMovement extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare tillSessionId: number

  @column()
  declare direction: MovementDirection

  @column()
  declare reason: MovementReason

  @column()
  declare amount: number

  @column()
  declare note: string | null

  @column()
  declare userId: number

  @column({ serializeAs: null })
  declare idempotencyKey: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
