import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import OrderPolicy from '#policies/order_policy'
import OfflineKitTransformer from '#transformers/offline_kit_transformer'
import OfflineProductTransformer from '#transformers/offline_product_transformer'
import OfflineSaleOutcomeTransformer from '#transformers/offline_sale_outcome_transformer'
import { actorOf } from '#services/platform/actor'
import { offlineCatalogue, offlineKit } from '#services/sales/offline/offline_kit'
import { recordOfflineSale } from '#services/sales/offline/offline_sales'
import { cartOf } from '#support/cart_input'
import {
  offlineCatalogueValidator,
  offlineKitValidator,
  offlineSaleValidator,
} from '#validators/offline_sale'

/**
 * Selling while the connection is down: what a till keeps to sell at a
 * branch (the kit and the catalogue, read while online) and the sales it
 * sends later from its outbox. JSON only; the till's pages are the counter's.
 */
export default class OfflineSalesController {
  /** `GET /orders/create/offline-kit?branch_id=`: settings, seller, recent buyers. */
  async kit(ctx: HttpContext) {
    const { branch_id: branchId } = await ctx.request.validateUsing(offlineKitValidator, {
      data: ctx.request.qs(),
    })
    const user = ctx.auth.getUserOrFail()
    const kit = await offlineKit(user, await ctx.branchScope, branchId)
    return new OfflineKitTransformer({
      ...kit,
      settings: await ctx.shopSettings,
      mayOverridePrice: await ctx.bouncer.with(OrderPolicy).allows('overridePrice'),
      generatedAt: DateTime.utc().toISO()!,
    }).toObject()
  }

  /** `GET /orders/create/offline-catalogue?branch_id=&after=`: one page of products by id. */
  async catalogue(ctx: HttpContext) {
    const { branch_id: branchId, after } = await ctx.request.validateUsing(
      offlineCatalogueValidator,
      { data: ctx.request.qs() }
    )
    const page = await offlineCatalogue(await ctx.branchScope, branchId, after ?? 0)
    return {
      products: page.products.map((product) => new OfflineProductTransformer(product).toObject()),
      next: page.next,
    }
  }

  /** `POST /orders/offline`: a sale from a till's outbox; 201 when recorded now, else 200. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(offlineSaleValidator)
    const sale = { ...cartOf(input, true), provisionalRef: input.provisional_ref }
    const outcome = await recordOfflineSale({ ...sale, madeAt: input.made_at }, actorOf(ctx))
    ctx.response.status(outcome.result === 'recorded' ? 201 : 200)
    return new OfflineSaleOutcomeTransformer(outcome).toObject()
  }
}
