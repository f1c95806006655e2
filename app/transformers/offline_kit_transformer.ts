import type Branch from '#models/branch'
import type Customer from '#models/customer'
import type Setting from '#models/setting'
import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { MAX_SALE_LINES, MAX_SALE_PAYMENTS, MAX_SALE_QUANTITY } from '#common/limits'

export interface OfflineKit {
  branch: Branch
  user: User
  customers: Customer[]
  settings: Setting
  /** What the seller's policy allows at the counter (`OrderPolicy.overridePrice`). */
  mayOverridePrice: boolean
  generatedAt: string
}

/**
 * What a till keeps to sell at a branch while offline: the shop's pricing
 * and receipt settings (the counter's and the receipt's), the seller with
 * their permissions and discount cap, and the branch's recent buyers.
 */
export default class OfflineKitTransformer extends BaseTransformer<OfflineKit> {
  toObject() {
    const { branch, user, customers, settings } = this.resource
    return {
      generatedAt: this.resource.generatedAt,
      branch: { id: branch.id, name: branch.name, code: branch.code },
      settings: {
        companyName: settings.companyName,
        taxId: settings.taxId,
        receiptHeader: settings.receiptHeader,
        receiptFooter: settings.receiptFooter,
        currency: settings.currency,
        locale: settings.locale,
        timezone: settings.businessTimezone,
        pricesIncludeTax: settings.pricesIncludeTax,
        saleNeedsTillSession: settings.saleNeedsTillSession,
        cardSalesWithoutSession: settings.cardSalesWithoutSession,
        scanSound: settings.scanSound,
        limits: { lines: MAX_SALE_LINES, quantity: MAX_SALE_QUANTITY, payments: MAX_SALE_PAYMENTS },
      },
      user: {
        id: user.id,
        name: user.name,
        permissions: user.permissions,
        discountCapBasisPoints: user.role?.maxDiscountBp ?? 0,
        mayOverridePrice: this.resource.mayOverridePrice,
      },
      customers: customers.map((customer) => ({
        id: customer.id,
        name: customer.name,
        phone: customer.phone,
        email: customer.email,
      })),
    }
  }
}
