import { DomainError } from '#exceptions/domain_error'

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
