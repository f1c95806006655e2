import type { HttpContext } from '@adonisjs/core/http'
import Branch from '#models/branch'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import CounterQuickKeyPageTransformer from '#transformers/counter_quick_key_page_transformer'
import QuickKeyPageTransformer from '#transformers/quick_key_page_transformer'
import QuickKeyProductTransformer from '#transformers/quick_key_product_transformer'
import { actorOf } from '#services/platform/actor'
import { allProducts, lookUpProducts, lookupJson } from '#services/catalogue/product_lookup'
import { counterQuickKeysAt, quickKeyPagesAt, saveQuickKeys } from '#services/sales/quick_keys'
import { counterSearchValidator } from '#validators/order'
import { quickKeysQueryValidator, quickKeysValidator } from '#validators/quick_key'
import {
  MAX_QUICK_KEY_LABEL,
  MAX_QUICK_KEY_PAGE_NAME,
  MAX_QUICK_KEY_PAGES,
  MAX_QUICK_KEYS_PER_PAGE,
} from '#common/limits'

/** How many products the screen's finder offers for a search. */
export const QUICK_KEY_SEARCH_LIMIT = 12

/** What the layout editor may hold, as the validator bounds it. */
const QUICK_KEY_LIMITS = {
  pages: MAX_QUICK_KEY_PAGES,
  keys: MAX_QUICK_KEYS_PER_PAGE,
  name: MAX_QUICK_KEY_PAGE_NAME,
  label: MAX_QUICK_KEY_LABEL,
}

/**
 * Quick keys: a manager arranges each branch's pages of buttons for the
 * counter; the counter reads the pages of the branch it sells at.
 */
export default class QuickKeysController {
  /** `?branch=` one of the user's branches (404 outside them); by default the first active one. */
  async index({ inertia, request, branchScope }: HttpContext) {
    const { branch } = await request.validateUsing(quickKeysQueryValidator, { data: request.qs() })
    const scope = await branchScope
    const chosen = scope.chosenActiveBranch(scope.branchFilter(branch))
    const pages = chosen ? await quickKeyPagesAt(chosen.id) : []
    return inertia.render('quick_keys/index', {
      branches: scope.activeBranches().map((row) => new BranchRefTransformer(row).toObject()),
      branchId: chosen?.id ?? null,
      pages: pages.map((page) => new QuickKeyPageTransformer(page).toObject()),
      limits: QUICK_KEY_LIMITS,
    })
  }

  /** Saves the branch's pages whole, in one transaction: a second click saves the same. */
  async update(ctx: HttpContext) {
    const scope = await ctx.branchScope
    const branch = await scope.findOrFail(Branch, ctx.params.branchId, { column: 'id' })
    const { pages } = await ctx.request.validateUsing(quickKeysValidator)
    const layout = pages.map((page) => ({
      name: page.name,
      keys: page.keys.map((key) => ({
        productId: key.product_id,
        label: key.label,
        colour: key.colour,
      })),
    }))
    await saveQuickKeys(branch.id, layout, actorOf(ctx))
    ctx.session.flash('success', `Quick keys of ${branch.name} saved.`)
    return ctx.response.redirect().toRoute('quick_keys.index', [], { qs: { branch: branch.id } })
  }

  /** `GET /quick-keys/products?search=`: the scan rule over active products, for a new key. */
  async products({ request, response }: HttpContext) {
    const { search } = await request.validateUsing(counterSearchValidator, { data: request.qs() })
    const found = await lookUpProducts(allProducts, search, { limit: QUICK_KEY_SEARCH_LIMIT })
    return response.json(
      lookupJson(found, (product) => new QuickKeyProductTransformer(product).toObject())
    )
  }

  /** `GET /orders/create/quick-keys?branch=`: the counter's pages at a branch of the seller's. */
  async counter({ request, response, branchScope }: HttpContext) {
    const { branch } = await request.validateUsing(quickKeysQueryValidator, { data: request.qs() })
    const scope = await branchScope
    const pages = branch === undefined ? [] : await counterQuickKeysAt(scope.branchFilter(branch)!)
    return response.json({
      pages: pages.map((page) => new CounterQuickKeyPageTransformer(page).toObject()),
    })
  }
}
