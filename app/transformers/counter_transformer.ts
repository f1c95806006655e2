import type Branch from '#models/branch'
import type Order from '#models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DraftAtCounter } from '#services/sales/counter'
import type Till from '#models/till'
import type TillSession from '#models/till_session'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import DraftCartTransformer from '#transformers/draft_cart_transformer'
import ParkedSaleTransformer from '#transformers/parked_sale_transformer'
import CounterTillTransformer from '#transformers/counter_till_transformer'
import type CustomerChoiceTransformer from '#transformers/customer_choice_transformer'
import { MAX_SALE_LINES, MAX_SALE_PAYMENTS, MAX_SALE_QUANTITY } from '#common/limits'

/** What the counter page is built from (`counterState`), with what the seller may do and the shop's pricing. */
export interface Counter {
  branches: Branch[]
  discountCapBp: number
  parked: Order[]
  draft: DraftAtCounter | null
  pricesIncludeTax: boolean
  can: { overridePrice: boolean; createCustomers: boolean; openTills: boolean }
  /** The active tills of the seller's branches, each with its open session. */
  tills: { till: Till; session: TillSession | null }[]
  /** Whether the strip shows the cash a drawer should hold (who manages tills). */
  showExpectedCash: boolean
  /** A customer just added from the counter, chosen for the sale on the way back. */
  counterCustomer: ReturnType<CustomerChoiceTransformer['toObject']> | null
}

/** The counter's props: branches to sell from, the seller's limits, parked sales and the resumed cart. */
export default class CounterTransformer extends BaseTransformer<Counter> {
  toObject() {
    const counter = this.resource
    return {
      branches: counter.branches.map((branch) => new BranchRefTransformer(branch).toObject()),
      pricesIncludeTax: counter.pricesIncludeTax,
      discountCapBp: counter.discountCapBp,
      can: counter.can,
      tills: counter.tills.map((row) =>
        new CounterTillTransformer({ ...row, showExpected: counter.showExpectedCash }).toObject()
      ),
      limits: { lines: MAX_SALE_LINES, quantity: MAX_SALE_QUANTITY, payments: MAX_SALE_PAYMENTS },
      parked: counter.parked.map((order) => new ParkedSaleTransformer(order).toObject()),
      draft: counter.draft
        ? new DraftCartTransformer(counter.draft.order, counter.draft.products).toObject()
        : null,
      counterCustomer: counter.counterCustomer,
    }
  }
}
