import type { HttpContext } from '@adonisjs/core/http'
import { allProducts, lookUpProducts, lookupJson } from '#services/catalogue/product_lookup'
import LabelProductTransformer from '#transformers/label_product_transformer'
import LabelPageTransformer from '#transformers/label_page_transformer'
import { buildLabelJob, LABEL_SEARCH_LIMIT, labelPagePicks } from '#services/labels/print_job'
import { renderLabelsPdf } from '#services/labels/pdf'
import {
  commaList,
  labelJobInput,
  labelJobValidator,
  labelSearchValidator,
  printBarcodesPageValidator,
} from '#validators/label'
import { sendPdf } from '#support/pdf_response'

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
    const picks = await labelPagePicks(query, await ctx.branchScope)
    return inertia.render('products/print_barcode', new LabelPageTransformer(picks).toObject())
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
    return sendPdf(response, pdf, `labels-${job.template.id}.pdf`, 'attachment')
  }
}
