import { DomainError } from '#exceptions/domain_error'
import { MAX_STOCK_LEVEL } from '#common/limits'

/**
 * A decrement would take more than the branch holds while negative stock is
 * off. Named by product, branch and what is available, so the person can
 * fix the line; the whole document is refused with it.
 */
export class InsufficientStock extends DomainError {
  static code = 'E_INSUFFICIENT_STOCK'

  constructor(
    readonly product: { id: number; name: string },
    readonly branch: { id: number; name: string },
    readonly available: number,
    readonly requested: number
  ) {
    super(
      `Not enough ${product.name} at ${branch.name}: ${available} available, ${requested} needed.`
    )
  }
}

/**
 * A change would take a product's stock past MAX_STOCK_LEVEL, at a branch
 * or across all branches, which its `integer` columns cannot hold: the
 * whole document is refused, naming the product and the limit.
 */
export class StockLevelOutOfRange extends DomainError {
  static code = 'E_STOCK_LEVEL_OUT_OF_RANGE'

  constructor(
    product: { name: string },
    where: { name: string } | 'all branches',
    holds: number,
    direction: 'above' | 'below'
  ) {
    const place = where === 'all branches' ? 'across all branches' : `at ${where.name}`
    const limit = `${direction === 'above' ? '' : '-'}${MAX_STOCK_LEVEL.toLocaleString('en-US')}`
    super(
      `${product.name} ${place} would go ${direction} ${limit}, the most stock can hold: it holds ${holds.toLocaleString('en-US')}.`
    )
  }
}
