import { actorOf } from '#services/platform/actor'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Customer from '#models/customer'
import CustomerPolicy from '#policies/customer_policy'
import CustomerTransformer from '#transformers/customer_transformer'
import { customerIndexValidator, customerValidator } from '#validators/customer'
import {
  createCustomer,
  deleteCustomer,
  eraseCustomer,
  setCustomerActive,
  updateCustomer,
} from '#services/customers/customers'
import { CUSTOMER_EXPORT_COLUMNS } from '#services/customers/customer_csv'
import { csvFilename } from '#services/csv/writer'
import { streamCsv } from '#services/csv/export'
import { csvFormatFor } from '#common/csv_format'
import { filterProps, readListQuery } from '#validators/list'
import {
  customerDetails,
  customerListPage,
  customerListQuery,
  recentOrdersOf,
} from '#services/customers/customer_list'
import CustomerOrderTransformer from '#transformers/customer_order_transformer'

export default class CustomersController {
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const filters = await readListQuery(customerIndexValidator, request.qs())
    const { rows, meta } = await customerListPage(filters)
    const details = await customerDetails(rows, await ctx.branchScope)
    return inertia.render('customers/index', {
      customers: CustomerTransformer.ofList(rows, details),
      meta,
      filters: filterProps(filters, ['search', 'status', 'sort']),
      canManage: await bouncer.with(CustomerPolicy).allows('manage'),
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('customers/create', {})
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(customerValidator())
    const customer = await createCustomer(input, actorOf(ctx))
    ctx.session.flash('success', `Customer “${customer.name}” added.`)
    return ctx.response.redirect().toRoute('customers.edit', [customer.id])
  }

  async edit(ctx: HttpContext) {
    const { inertia, params, bouncer } = ctx
    const customer = await Customer.findOrFail(params.id)
    await bouncer.with(CustomerPolicy).authorize('edit', customer)
    const scope = await ctx.branchScope
    const [shown] = CustomerTransformer.ofList([customer], await customerDetails([customer], scope))
    const recent = await recentOrdersOf(customer, scope)
    return inertia.render('customers/edit', {
      customer: shown,
      recentOrders: recent.map((order) => new CustomerOrderTransformer(order).toObject()),
    })
  }

  async update(ctx: HttpContext) {
    const customer = await Customer.findOrFail(ctx.params.id)
    await ctx.bouncer.with(CustomerPolicy).authorize('edit', customer)
    const input = await ctx.request.validateUsing(customerValidator(customer.id))
    const saved = await updateCustomer(customer, input, actorOf(ctx))
    ctx.session.flash('success', `Customer “${saved.name}” saved.`)
    return ctx.response.redirect().toRoute('customers.edit', [saved.id])
  }

  async deactivate(ctx: HttpContext) {
    return this.setActive(ctx, false)
  }

  async activate(ctx: HttpContext) {
    return this.setActive(ctx, true)
  }

  private async setActive(ctx: HttpContext, active: boolean) {
    const customer = await Customer.findOrFail(ctx.params.id)
    await ctx.bouncer.with(CustomerPolicy).authorize('edit', customer)
    await setCustomerActive(customer, active, actorOf(ctx))
    ctx.session.flash(
      'success',
      `Customer “${customer.name}” ${active ? 'reactivated' : 'deactivated'}.`
    )
    return ctx.response.redirect().back(urlFor('customers.index'))
  }

  async erase(ctx: HttpContext) {
    const customer = await Customer.findOrFail(ctx.params.id)
    await ctx.bouncer.with(CustomerPolicy).authorize('erase', customer)
    await eraseCustomer(customer, actorOf(ctx))
    ctx.session.flash('success', `Customer #${customer.id} erased: their personal data is gone.`)
    return ctx.response.redirect().back(urlFor('customers.index'))
  }

  async destroy(ctx: HttpContext) {
    const customer = await Customer.findOrFail(ctx.params.id)
    await deleteCustomer(customer, actorOf(ctx))
    ctx.session.flash('success', `Customer “${customer.name}” deleted.`)
    return ctx.response.redirect().back(urlFor('customers.index'))
  }

  /** Every customer the list's current filters show, all pages, as CSV. */
  async export(ctx: HttpContext) {
    const { request, response } = ctx
    const filters = await readListQuery(customerIndexValidator, request.qs())
    const customers = customerListQuery(filters)
    const settings = await ctx.shopSettings
    streamCsv(
      response,
      csvFilename('customers', settings.businessTimezone),
      CUSTOMER_EXPORT_COLUMNS,
      customers,
      csvFormatFor(settings.locale)
    )
  }
}
