import type { HttpContext } from '@adonisjs/core/http'
import Order from '#models/order'
import OrderPolicy from '#policies/order_policy'
import CounterProductTransformer from '#transformers/counter_product_transformer'
import CustomerChoiceTransformer from '#transformers/customer_choice_transformer'
import CounterTransformer from '#transformers/counter_transformer'
import OrderDetailsTransformer from '#transformers/order_details_transformer'
import TillPolicy from '#policies/till_policy'
import { counterTills } from '#services/tills/till_queries'
import { actorOf } from '#services/platform/actor'
import { markTill } from '#services/accounts/till_device'
import { lookUpProducts, lookupJson } from '#services/catalogue/product_lookup'
import { completeSale, parkSale } from '#services/sales/checkout'
import { cartOf } from '#support/cart_input'
import { discardDraft } from '#services/sales/parked_sales'
import { counterCustomers, counterState, withStockAt } from '#services/sales/counter'
import { createCustomer } from '#services/customers/customers'
import { formatMoney } from '#common/money'
import { COUNTER_SEARCH_LIMIT } from '#common/limits'
import { customerValidator } from '#validators/customer'
import {
  cartValidator,
  counterCustomerSearchValidator,
  counterSearchValidator,
} from '#validators/order'

/** "Sale S-000012 completed. Change due: €5.00." */
function completedMessage(order: Order, settings: { currency: string; locale: string }) {
  const change =
    order.changeDue > 0
      ? ` Change due: ${formatMoney(order.changeDue, settings.currency, settings.locale)}.`
      : ''
  return `Sale ${order.number} completed.${change}`
}

/**
 * The counter (Orders / Create, and a parked sale resumed from Orders /
 * Edit): lookups for the scan field and the customer picker, quick-create
 * of a customer, completing or parking a sale, discarding a parked one.
 * Every figure is computed again by the checkout service.
 */
/** The counter's buttons, each asked of the policy its route asks. */
async function counterFlags(bouncer: HttpContext['bouncer']) {
  const orders = bouncer.with(OrderPolicy)
  return {
    overridePrice: await orders.allows('overridePrice'),
    createCustomers: await orders.allows('createCustomer'),
    openTills: await bouncer.with(TillPolicy).allows('view'),
  }
}

export default class CounterController {
  /** The device the counter opens on is a till: shared by PIN, locked when quiet. */
  async create(ctx: HttpContext) {
    markTill(ctx.session)
    return ctx.inertia.render('orders/create', await this.counterProps(ctx, null))
  }

  /** A parked draft reopens at the counter; a completed sale's edit is its customer and note (orders.edit). */
  async edit(ctx: HttpContext) {
    const scope = await ctx.branchScope
    const order = await scope.findOrFail(Order, ctx.params.id)
    await ctx.bouncer.with(OrderPolicy).authorize('edit', order)
    if (order.status === 'draft') {
      return ctx.inertia.render('orders/create', await this.counterProps(ctx, order))
    }
    await order.load('customer')
    return ctx.inertia.render('orders/edit', {
      order: new OrderDetailsTransformer(order).toObject(),
    })
  }

  /**
   * `GET /orders/create/products?search=&branch=`: the scan rule
   * (`lookUpProducts`), each product with what the branch holds.
   */
  async products(ctx: HttpContext) {
    const { request, response } = ctx
    const { search } = await request.validateUsing(counterSearchValidator, { data: request.qs() })
    const scope = await ctx.branchScope
    const branch = Number(request.qs().branch)
    const branchId = scope.includes(branch) ? branch : undefined
    const found = await lookUpProducts(() => withStockAt(branchId), search, {
      limit: COUNTER_SEARCH_LIMIT,
    })
    return response.json(lookupJson(found, (row) => new CounterProductTransformer(row).toObject()))
  }

  /** `GET /orders/create/customers?q=`: active customers by name, phone or email, as picker options. */
  async customers({ request, response }: HttpContext) {
    const { q: search } = await request.validateUsing(counterCustomerSearchValidator, {
      data: request.qs(),
    })
    if (!search) return response.json({ options: [] })
    const customers = await counterCustomers(search)
    return response.json({
      options: customers.map((customer) => new CustomerChoiceTransformer(customer).toObject()),
    })
  }

  /** A new customer without leaving the counter: back to it with the customer chosen. */
  async storeCustomer(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(customerValidator())
    const customer = await createCustomer(input, actorOf(ctx))
    ctx.session.flash('success', `Customer “${customer.name}” added to this sale.`)
    ctx.session.flash('counterCustomer', new CustomerChoiceTransformer(customer).toObject())
    return ctx.response.redirect().back()
  }

  /** Completes the sale (to its receipt) or parks it (back to a clear counter). */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(cartValidator)
    const actor = actorOf(ctx)
    const cart = cartOf(input, await ctx.bouncer.with(OrderPolicy).allows('overridePrice'))
    if (input.park) {
      await parkSale(cart, actor)
      ctx.session.flash('success', 'Sale parked: resume it from Parked sales.')
      return ctx.response.redirect().toRoute('orders.create')
    }
    const reads = { settings: await ctx.shopSettings, scope: await ctx.branchScope }
    const { order } = await completeSale(cart, actor, undefined, reads)
    // Said on the receipt itself: a toast would cover its PDF, Print and New sale buttons.
    ctx.session.flash('saleCompleted', completedMessage(order, reads.settings))
    ctx.session.flash('completedOrder', order.id)
    return ctx.response.redirect().toRoute('orders.show', [order.id])
  }

  /** Discards a parked sale: it never held a number or stock. */
  async destroy(ctx: HttpContext) {
    const scope = await ctx.branchScope
    const found = await scope.findOrFail(Order, ctx.params.id)
    await ctx.bouncer.with(OrderPolicy).authorize('discard', found)
    await discardDraft(found.id, actorOf(ctx))
    ctx.session.flash('success', 'Parked sale discarded.')
    return ctx.response.redirect().toRoute('orders.create')
  }

  /** The counter's props: for a new sale, or with a parked one resumed as its cart. */
  private async counterProps(ctx: HttpContext, draft: Order | null) {
    const scope = await ctx.branchScope
    const state = await counterState(ctx.auth.getUserOrFail(), scope, draft)
    const settings = await ctx.shopSettings
    const tills = ctx.bouncer.with(TillPolicy)
    return new CounterTransformer({
      ...state,
      tills: await counterTills(scope),
      pricesIncludeTax: settings.pricesIncludeTax,
      can: await counterFlags(ctx.bouncer),
      showExpectedCash: await tills.allows('manage'),
      counterCustomer: ctx.session.flashMessages.get('counterCustomer') ?? null,
    }).toObject()
  }
}
