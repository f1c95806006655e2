import type { HttpContext } from '@adonisjs/core/http'
import { allProducts, lookUpProducts, lookupJson } from '#services/catalogue/product_lookup'
import type { Infer } from '@vinejs/vine/types'
import StockTransfer from '#models/stock_transfer'
import StockMovePolicy from '#policies/stock_move_policy'
import StockTransferTransformer from '#transformers/stock_transfer_transformer'
import BranchChoiceTransformer from '#transformers/branch_choice_transformer'
import LabelProductTransformer from '#transformers/label_product_transformer'
import { actorOf } from '#services/platform/actor'
import { type BranchScope } from '#services/platform/branch_scope'
import { LABEL_SEARCH_LIMIT } from '#services/labels/print_job'
import {
  cancelTransfer,
  createTransfer,
  receiveTransfer,
  sendTransfer,
  updateTransfer,
} from '#services/stock/stock_moves'
import {
  receiveTransferValidator,
  stockTransferIndexValidator,
  stockTransferValidator,
} from '#validators/stock_transfer'
import { labelSearchValidator } from '#validators/label'
import { filterProps, readListQuery } from '#validators/list'
import { policyFlags } from '#support/policy_flags'
import {
  EITHER_END,
  transferBranchChoices,
  transferDocument,
  transferListPage,
} from '#services/stock/transfer_queries'

/** Branches the stock may leave and go to, as the form's selects offer them. */
async function branchChoices(scope: BranchScope) {
  return BranchChoiceTransformer.choices(await transferBranchChoices(scope))
}

function transferInput(input: Infer<typeof stockTransferValidator>) {
  return {
    fromBranchId: input.from_branch_id,
    toBranchId: input.to_branch_id,
    note: input.note ?? null,
    lines: input.lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
  }
}

async function scopeOf(ctx: HttpContext) {
  return ctx.branchScope
}

/** The transfer of `:id`, only when either end is in the user's branches; otherwise 404. */
async function findInScope(ctx: HttpContext) {
  const scope = await scopeOf(ctx)
  return scope.findOrFail(StockTransfer, ctx.params.id, { column: EITHER_END })
}

export default class StockMovesController {
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const filters = await readListQuery(stockTransferIndexValidator, request.qs())
    const settings = await ctx.shopSettings
    const scope = await ctx.branchScope
    scope.branchFilter(filters.branch)
    const { rows, meta } = await transferListPage(scope, filters, settings.businessTimezone)
    return inertia.render('stock_moves/index', {
      transfers: rows.map((row) => new StockTransferTransformer(row).toObject()),
      meta,
      filters: filterProps(filters, ['search', 'status', 'branch', 'sort', 'from', 'to']),
      branches: scope.branches.map((branch) => new BranchChoiceTransformer(branch).toObject()),
      canManage: await bouncer.with(StockMovePolicy).allows('manage'),
    })
  }

  async create(ctx: HttpContext) {
    return ctx.inertia.render('stock_moves/create', await branchChoices(await scopeOf(ctx)))
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(stockTransferValidator)
    const transfer = await createTransfer(transferInput(input), actorOf(ctx))
    ctx.session.flash('success', `Stock move ${transfer.number} saved as a draft.`)
    return ctx.response.redirect().toRoute('stock_moves.edit', [transfer.id])
  }

  /** A draft's form, or the document with its timeline (and the receive form when due). */
  async edit(ctx: HttpContext) {
    const found = await findInScope(ctx)
    const transfer = await transferDocument(found.id)
    const can = await policyFlags(['edit', 'send', 'receive', 'cancel'], (action) =>
      ctx.bouncer.with(StockMovePolicy).allows(action, transfer)
    )
    return ctx.inertia.render('stock_moves/edit', {
      transfer: new StockTransferTransformer(transfer).toObject(),
      can,
      ...(can.edit
        ? await branchChoices(await scopeOf(ctx))
        : { sources: [] as { value: string; label: string }[], destinations: [] }),
    })
  }

  async update(ctx: HttpContext) {
    const transfer = await findInScope(ctx)
    const input = await ctx.request.validateUsing(stockTransferValidator)
    await updateTransfer(transfer, transferInput(input), actorOf(ctx))
    ctx.session.flash('success', `Stock move ${transfer.number} saved.`)
    return ctx.response.redirect().toRoute('stock_moves.edit', [transfer.id])
  }

  async send(ctx: HttpContext) {
    const transfer = await findInScope(ctx)
    await sendTransfer(transfer, actorOf(ctx))
    ctx.session.flash('success', `Stock move ${transfer.number} sent: the stock left the source.`)
    return ctx.response.redirect().toRoute('stock_moves.edit', [transfer.id])
  }

  async receive(ctx: HttpContext) {
    const transfer = await findInScope(ctx)
    const input = await ctx.request.validateUsing(receiveTransferValidator)
    await receiveTransfer(
      transfer,
      input.lines.map((line) => ({
        lineId: line.id,
        receivedQuantity: line.received_quantity,
        shortfallReason: line.shortfall_reason ?? null,
      })),
      actorOf(ctx)
    )
    ctx.session.flash('success', `Stock move ${transfer.number} received.`)
    return ctx.response.redirect().toRoute('stock_moves.edit', [transfer.id])
  }

  async cancel(ctx: HttpContext) {
    const transfer = await findInScope(ctx)
    await cancelTransfer(transfer, actorOf(ctx))
    ctx.session.flash('success', `Stock move ${transfer.number} cancelled.`)
    return ctx.response.redirect().toRoute('stock_moves.edit', [transfer.id])
  }

  /** Active products to add to a transfer, by name, SKU or barcode (JSON for the finder). */
  async products({ request, response }: HttpContext) {
    const { search } = await request.validateUsing(labelSearchValidator, { data: request.qs() })
    const found = await lookUpProducts(allProducts, search, { limit: LABEL_SEARCH_LIMIT })
    return response.json(
      lookupJson(found, (product) => new LabelProductTransformer(product).toObject())
    )
  }
}
