import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { BranchScope } from '#services/platform/branch_scope'
import { nextDocumentNumber } from '#services/platform/document_numbers'
import { operation } from '#services/platform/transactions'
import { auditStocktake } from '#services/stocktakes/stocktake_steps'
import { StocktakeInputRefused } from '#exceptions/stocktake_errors'
import type { StocktakeCoverage } from '#common/stocktakes'

export interface NewStocktake {
  branchId: number
  coverage: StocktakeCoverage
  /** The categories counted, when the coverage is `categories`. */
  categories?: string[]
  /** The products counted, when the coverage is `products` (a cycle count). */
  productIds?: number[]
  blind: boolean
  note?: string | null
}

/**
 * A draft stocktake numbered `SC-000001` at one of the actor's active
 * branches. Nothing is frozen yet: the expected figures are taken when
 * counting starts. A cycle count keeps its chosen products as lines.
 */
export async function createStocktake(
  input: NewStocktake,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const branch = await Branch.find(input.branchId, { client: trx })
    const scope = await BranchScope.of(actor.user, trx)
    if (!branch || !branch.isActive || !scope.includes(branch.id)) {
      throw new StocktakeInputRefused('Choose one of your active branches.', {
        field: 'branch_id',
      })
    }
    const categories = input.coverage === 'categories' ? [...new Set(input.categories ?? [])] : []
    if (input.coverage === 'categories' && categories.length === 0) {
      throw new StocktakeInputRefused('Choose at least one category to count.', {
        field: 'categories',
      })
    }
    const productIds = input.coverage === 'products' ? [...new Set(input.productIds ?? [])] : []
    if (input.coverage === 'products') {
      const found = await Product.query({ client: trx }).whereIn('id', productIds).select('id')
      if (productIds.length === 0 || found.length !== productIds.length) {
        throw new StocktakeInputRefused('Choose the products to count from the catalogue.', {
          field: 'product_ids',
        })
      }
    }
    const stocktake = await Stocktake.create(
      {
        number: await nextDocumentNumber('stocktake', trx),
        branchId: branch.id,
        coverage: input.coverage,
        categories: input.coverage === 'categories' ? categories : null,
        blind: input.blind,
        status: 'draft',
        note: input.note || null,
        createdBy: actor.user.id,
      },
      { client: trx }
    )
    // SQLite's multi-row insert is one compound SELECT of at most 500 terms.
    for (let start = 0; start < productIds.length; start += 400) {
      await trx
        .knexQuery()
        .table('stocktake_lines')
        .insert(
          productIds
            .slice(start, start + 400)
            .map((id) => ({ stocktake_id: stocktake.id, product_id: id }))
        )
    }
    await auditStocktake(
      'stocktake.created',
      stocktake,
      actor,
      {
        number: { from: null, to: stocktake.number },
        branch: { from: null, to: branch.name },
        coverage: { from: null, to: stocktake.coverage },
        ...(categories.length ? { categories: { from: null, to: categories.join(', ') } } : {}),
        ...(productIds.length ? { products: { from: null, to: productIds.length } } : {}),
        blind: { from: null, to: stocktake.blind },
      },
      trx
    )
    return stocktake
  }, within)
}
