import { DomainError } from '#exceptions/domain_error'

/** Stock is received only into a branch that is open for business. */
export class BranchInactiveForStock extends DomainError {
  static code = 'E_BRANCH_INACTIVE_FOR_STOCK'

  constructor(branch: { name: string }) {
    super(`${branch.name} is inactive: it takes no new stock.`, { field: 'branch_id' })
  }
}

/** A receipt line names a product that is archived or gone. */
export class ProductNotReceivable extends DomainError {
  static code = 'E_PRODUCT_NOT_RECEIVABLE'

  constructor(index: number, product: { name: string } | null) {
    super(
      product
        ? `${product.name} is archived: reactivate it before receiving it.`
        : 'This product no longer exists.',
      { field: `lines.${index}.product_id` }
    )
  }
}

/**
 * The figure moved (a sale, a receipt) since the adjusting page was opened:
 * a count would post a wrong difference, so it is refused with the new
 * figure beside the field.
 */
export class StaleStockFigure extends DomainError {
  static code = 'E_STALE_STOCK_FIGURE'

  constructor(
    readonly onHand: number,
    field: 'counted' | 'change'
  ) {
    super(
      `The quantity on hand changed to ${onHand} since this page was opened. Check the new figure and try again.`,
      { field }
    )
  }
}

/** A signed change of zero moves nothing. */
export class NothingToAdjust extends DomainError {
  static code = 'E_NOTHING_TO_ADJUST'

  constructor() {
    super('Enter a change other than zero.', { field: 'change' })
  }
}
