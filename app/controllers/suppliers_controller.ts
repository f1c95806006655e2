import type { HttpContext } from '@adonisjs/core/http'
import Supplier from '#models/supplier'
import ProductPolicy from '#policies/product_policy'
import SupplierPolicy from '#policies/supplier_policy'
import SupplierTransformer from '#transformers/supplier_transformer'
import type Product from '#models/product'
import ReceiptProductTransformer from '#transformers/receipt_product_transformer'
import { actorOf } from '#services/platform/actor'
import {
  createSupplier,
  deleteSupplier,
  setSupplierActive,
  supplierInputOf,
  updateSupplier,
} from '#services/suppliers/suppliers'
import {
  lookupProducts,
  supplierList,
  supplierWithProducts,
} from '#services/purchasing/purchase_order_queries'
import { supplierIndexValidator, supplierValidator } from '#validators/supplier'
import { labelSearchValidator } from '#validators/label'
import { filterProps, readListQuery } from '#validators/list'
import { paginate } from '#support/pagination'
import { streamCsv } from '#services/csv/export'
import { csvFilename } from '#services/csv/writer'
import { csvFormatFor } from '#common/csv_format'
import { SUPPLIER_EXPORT_COLUMNS } from '#services/suppliers/supplier_csv'
import { MAX_LEAD_TIME_DAYS, MAX_PACK_SIZE } from '#common/limits'

const limits = { packSize: MAX_PACK_SIZE, leadTimeDays: MAX_LEAD_TIME_DAYS }

export default class SuppliersController {
  async index({ inertia, request, bouncer }: HttpContext) {
    const filters = await readListQuery(supplierIndexValidator, request.qs())
    const { rows, meta } = await paginate(supplierList(filters), filters.page)
    return inertia.render('suppliers/index', {
      suppliers: rows.map((row) => new SupplierTransformer(row).toObject()),
      meta,
      filters: filterProps(filters, ['search', 'status', 'sort']),
      canManage: await bouncer.with(SupplierPolicy).allows('manage'),
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('suppliers/form', { supplier: null, limits, canManage: true })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(supplierValidator)
    const supplier = await createSupplier(supplierInputOf(input), actorOf(ctx))
    ctx.session.flash('success', `Supplier “${supplier.name}” added.`)
    return ctx.response.redirect().toRoute('suppliers.edit', [supplier.id])
  }

  /** The supplier's page: its form for who manages suppliers, read-only otherwise. */
  async edit({ inertia, params, bouncer }: HttpContext) {
    const supplier = await supplierWithProducts(params.id)
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    return inertia.render('suppliers/form', {
      supplier: new SupplierTransformer(supplier, withCost).toObject(),
      limits,
      canManage: await bouncer.with(SupplierPolicy).allows('manage'),
    })
  }

  async update(ctx: HttpContext) {
    const supplier = await Supplier.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(supplierValidator)
    const saved = await updateSupplier(supplier, supplierInputOf(input), actorOf(ctx))
    ctx.session.flash('success', `Supplier “${saved.name}” saved.`)
    return ctx.response.redirect().toRoute('suppliers.edit', [saved.id])
  }

  async archive(ctx: HttpContext) {
    const supplier = await setSupplierActive(
      await Supplier.findOrFail(ctx.params.id),
      false,
      actorOf(ctx)
    )
    ctx.session.flash('success', `Supplier “${supplier.name}” archived: it takes no new orders.`)
    return ctx.response.redirect().back()
  }

  async activate(ctx: HttpContext) {
    const supplier = await setSupplierActive(
      await Supplier.findOrFail(ctx.params.id),
      true,
      actorOf(ctx)
    )
    ctx.session.flash('success', `Supplier “${supplier.name}” reactivated.`)
    return ctx.response.redirect().back()
  }

  /** Deletes a supplier no order names; one that an order names is archived instead. */
  async destroy(ctx: HttpContext) {
    const supplier = await Supplier.findOrFail(ctx.params.id)
    await deleteSupplier(supplier, actorOf(ctx))
    ctx.session.flash('success', `Supplier “${supplier.name}” deleted.`)
    return ctx.response.redirect().toRoute('suppliers.index')
  }

  /** The list's rows under its current filter and sort, as CSV in the shop's locale. */
  async export(ctx: HttpContext) {
    const filters = await readListQuery(supplierIndexValidator, ctx.request.qs())
    const settings = await ctx.shopSettings
    streamCsv(
      ctx.response,
      csvFilename('suppliers', settings.businessTimezone),
      SUPPLIER_EXPORT_COLUMNS,
      supplierList(filters, { withProductCount: false }),
      csvFormatFor(settings.locale)
    )
  }

  /** A scanned code or typed words: the product it names, or products matching (JSON for the form's scan field). */
  async products({ request, response, bouncer }: HttpContext) {
    const { search } = await request.validateUsing(labelSearchValidator, { data: request.qs() })
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const { exact, products } = await lookupProducts(search)
    const shape = (product: Product) => new ReceiptProductTransformer(product, withCost).toObject()
    return response.json({ exact: exact ? shape(exact) : null, products: products.map(shape) })
  }
}
