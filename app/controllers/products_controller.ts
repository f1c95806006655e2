import { actorOf } from '#services/platform/actor'
import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/product'
import ProductPolicy from '#policies/product_policy'
import ProductTransformer from '#transformers/product_transformer'
import { productIndexValidator, productValidator } from '#validators/product'
import {
  createProduct,
  deleteProduct,
  setProductActive,
  unusedInStoreBarcode,
  updateProduct,
} from '#services/catalogue/products'
import { referencesTo } from '#services/platform/references'
import { productExportColumns } from '#services/catalogue/product_csv'
import { csvFilename } from '#services/csv/writer'
import { streamCsv } from '#services/csv/export'
import { csvFormatFor } from '#common/csv_format'
import { filterProps, readListQuery } from '#validators/list'
import { productListPage, productListQuery } from '#services/catalogue/product_list'
import { distinctValues } from '#support/distinct_values'
import { policyFlags } from '#support/policy_flags'

export default class ProductsController {
  async index({ inertia, request, bouncer }: HttpContext) {
    const filters = await readListQuery(productIndexValidator, request.qs())
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const { rows, meta } = await productListPage(filters)
    return inertia.render('products/index', {
      products: rows.map((product) => new ProductTransformer(product, withCost).toObject()),
      meta,
      filters: filterProps(filters, ['search', 'category', 'status', 'sort']),
      categories: await distinctValues({ table: 'products', column: 'category' }),
      can: await policyFlags(['manage', 'printLabels'], (action) =>
        bouncer.with(ProductPolicy).allows(action)
      ),
    })
  }

  async create(ctx: HttpContext) {
    const { inertia, bouncer } = ctx
    const settings = await ctx.shopSettings
    return inertia.render('products/create', {
      withCost: await bouncer.with(ProductPolicy).allows('viewCost'),
      defaults: { taxRateBp: settings.defaultTaxRateBp },
      categories: await distinctValues({ table: 'products', column: 'category' }),
      units: await distinctValues({ table: 'products', column: 'unit' }),
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(productValidator, { meta: {} })
    const canSetCost = await ctx.bouncer.with(ProductPolicy).allows('viewCost')
    const product = await createProduct(input, canSetCost, actorOf(ctx))
    ctx.session.flash('success', `${product.name} added to the catalogue.`)
    return ctx.response.redirect().toRoute('products.edit', [product.id])
  }

  /** The product's page: a form for `products.manage`, read-only for `products.view`. */
  async edit({ inertia, params, bouncer }: HttpContext) {
    const product = await Product.findOrFail(params.id)
    const policy = bouncer.with(ProductPolicy)
    const withCost = await policy.allows('viewCost')
    const references = await referencesTo('product', product.id)
    return inertia.render('products/edit', {
      product: new ProductTransformer(product, withCost).toObject(),
      canManage: await policy.allows('manage'),
      deletable: references.length === 0,
      categories: await distinctValues({ table: 'products', column: 'category' }),
      units: await distinctValues({ table: 'products', column: 'unit' }),
    })
  }

  async update(ctx: HttpContext) {
    const product = await Product.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(productValidator, {
      meta: { productId: product.id },
    })
    const canSetCost = await ctx.bouncer.with(ProductPolicy).allows('viewCost')
    const saved = await updateProduct(product, input, canSetCost, actorOf(ctx))
    ctx.session.flash('success', `${saved.name} saved.`)
    return ctx.response.redirect().toRoute('products.edit', [product.id])
  }

  async deactivate(ctx: HttpContext) {
    const product = await Product.findOrFail(ctx.params.id)
    await setProductActive(product, false, actorOf(ctx))
    ctx.session.flash('success', `${product.name} deactivated: it can no longer be sold.`)
    return ctx.response.redirect().back()
  }

  async activate(ctx: HttpContext) {
    const product = await Product.findOrFail(ctx.params.id)
    await setProductActive(product, true, actorOf(ctx))
    ctx.session.flash('success', `${product.name} is active again.`)
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const product = await Product.findOrFail(ctx.params.id)
    await deleteProduct(product, actorOf(ctx))
    ctx.session.flash('success', `${product.name} deleted.`)
    return ctx.response.redirect().toRoute('products.index')
  }

  /** The rows of the current filter, every page, as CSV in the shop currency's major units. */
  async export(ctx: HttpContext) {
    const { request, response, bouncer } = ctx
    const filters = await readListQuery(productIndexValidator, request.qs())
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const settings = await ctx.shopSettings
    streamCsv(
      response,
      csvFilename('products', settings.businessTimezone),
      productExportColumns(settings.currency, withCost),
      productListQuery(filters),
      csvFormatFor(settings.locale)
    )
  }

  /** For the form's "Generate" button: an unused in-store EAN-13; nothing is stored. */
  async generateBarcode({ response }: HttpContext) {
    return response.json({ barcode: await unusedInStoreBarcode() })
  }
}
