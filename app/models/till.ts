import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Branch from '#models/branch'
import { booleanColumn } from '#support/columns'

/** A named cash drawer at one branch ("Front 1"); archived rather than deleted once used. */
export default class Till extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare branchId: number

  @column()
  declare name: string

  /** The middle of its Z numbers: `Z-FRONT1-000001`. */
  @column()
  declare code: string

  @column(booleanColumn)
  declare isActive: boolean

  @column({ serializeAs: null })
  declare nextZSeq: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Branch)
  declare branch: BelongsTo<typeof Branch>
}
