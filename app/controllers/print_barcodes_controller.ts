import type { HttpContext } from '@adonisjs/core/http'
import { allProducts, lookUpProducts, lookupJson } from '#services/catalogue/product_lookup'
import StockReceipt from '#models/stock_receipt'
import LabelProductTransformer from '#transformers/label_product_transformer'
import StockReceiptRefTransformer from '#transformers/stock_receipt_ref_transformer'
import { activeProductsByIds, buildLabelJob, LABEL_SEARCH_LIMIT } from '#services/labels/print_job'
import { renderLabelsPdf } from '#services/labels/pdf'
import {
  DEFAULT_TEMPLATE_ID,
  LABEL_FIELDS,
  LABEL_TEMPLATES,
  MAX_LABELS_PER_JOB,
  MAX_LABELS_PER_PRODUCT,
  MAX_PRODUCTS_PER_JOB,
} from '#common/labels/templates'
import {
  commaList,
  labelJobInput,
  labelJobValidator,
  labelSearchValidator,
  printBarcodesPageValidator,
} from '#validators/label'

export default class PrintBarcodesController {
  /**
   * The label page, with the products of `?products=1,2,3` picked, one
   * label each, or those of the stock receipt `?receipt=12` (only one of
   * the user's branches, 404 otherwise), one label per unit received.
   */
  async show(ctx: HttpContext) {
    const { inertia, request } = ctx
    const query = await request.validateUsing(printBarcodesPageValidator, {
      data: { products: commaList(request.qs().products), receipt: request.qs().receipt },
    })
    let ids = query.products ?? []
    let receipt: ReturnType<StockReceiptRefTransformer['toObject']> | null = null
    const received = new Map<number, number>()
    if (query.receipt !== undefined) {
      const scope = await ctx.branchScope
      const found = await scope.findOrFail(StockReceipt, query.receipt)
      await found.load('lines', (lines) => lines.orderBy('id'))
      for (const line of found.lines) {
        received.set(line.productId, (received.get(line.productId) ?? 0) + line.quantity)
      }
      ids = [...received.keys()]
      receipt = new StockReceiptRefTransformer(found).toObject()
    }
    const picked = await activeProductsByIds(ids)
    return inertia.render('products/print_barcode', {
      picked: LabelProductTransformer.transform(picked),
      counts: picked.map((product) => received.get(product.id) ?? 1),
      receipt,
      notFound: new Set(ids).size - picked.length,
      templates: [...LABEL_TEMPLATES],
      defaultTemplate: DEFAULT_TEMPLATE_ID,
      fields: [...LABEL_FIELDS],
      limits: {
        perProduct: MAX_LABELS_PER_PRODUCT,
        perJob: MAX_LABELS_PER_JOB,
        products: MAX_PRODUCTS_PER_JOB,
      },
    })
  }

  /** Active products to add, found by name, SKU or barcode (JSON for the picker). */
  async search({ request, response }: HttpContext) {
    const { search } = await request.validateUsing(labelSearchValidator, { data: request.qs() })
    const found = await lookUpProducts(allProducts, search, { limit: LABEL_SEARCH_LIMIT })
    return response.json(
      lookupJson(found, (product) => new LabelProductTransformer(product).toObject())
    )
  }

  /** The same layout as the preview, as a PDF download. */
  async pdf(ctx: HttpContext) {
    const { request, response } = ctx
    const input = await request.validateUsing(labelJobValidator, {
      data: labelJobInput(request.qs()),
    })
    const job = await buildLabelJob(input, await ctx.shopSettings)
    const pdf = await renderLabelsPdf(job)
    response.header('Content-Type', 'application/pdf')
    response.header('Content-Disposition', `attachment; filename="labels-${job.template.id}.pdf"`)
    response.header('Cache-Control', 'no-store')
    return response.send(pdf)
  }
}
