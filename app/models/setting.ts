import { DateTime } from 'luxon'
import { booleanColumn } from '#support/columns'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** The single row of shop-wide settings, made by the bootstrap seeder. */
export default class Setting extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyName: string

  @column()
  declare taxId: string | null

  @column()
  declare currency: string

  @column()
  declare locale: string

  @column()
  declare businessTimezone: string

  @column(booleanColumn)
  declare pricesIncludeTax: boolean

  @column()
  declare defaultTaxRateBp: number

  @column(booleanColumn)
  declare allowNegativeStock: boolean

  @column(booleanColumn)
  declare registrationOpen: boolean

  /** Users' pictures from gravatar.com; otherwise their initials. */
  @column(booleanColumn)
  declare showGravatar: boolean

  /** A short sound when a scan field does not know the code scanned. */
  @column(booleanColumn)
  declare scanSound: boolean

  @column()
  declare receiptHeader: string | null

  @column()
  declare receiptFooter: string | null

  /** A sale, void or return at the counter is filed in an open till session, or refused. */
  @column(booleanColumn)
  declare saleNeedsTillSession: boolean

  /** With the above, a sale paid by card alone may go through without a session. */
  @column(booleanColumn)
  declare cardSalesWithoutSession: boolean

  /** The cashier counts the drawer before seeing the expected cash. */
  @column(booleanColumn)
  declare blindTillCount: boolean

  /** Quiet minutes after which a till device locks to its PIN screen. */
  @column()
  declare tillLockMinutes: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** The settings row; the bootstrap seeder guarantees it exists. */
  static async current() {
    return this.query().orderBy('id').firstOrFail()
  }
}
