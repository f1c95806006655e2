import { isUniqueViolation } from '#support/unique_violation'
import { DomainError } from '#exceptions/domain_error'
import type Product from '#models/product'

/** A product something refers to is kept for history: it can be deactivated, not deleted. */
export class ProductInUse extends DomainError {
  static code = 'E_PRODUCT_IN_USE'

  constructor(
    public product: Product,
    public references: string[]
  ) {
    super(
      `${product.name} is used by ${references.join(', ')}, so it cannot be deleted. Deactivate it instead.`
    )
  }
}

/**
 * Another save took the SKU or barcode between validation and the insert:
 * the unique index refused it, and the form says so beside the field.
 */
export class ProductCodeTaken extends DomainError {
  static code = 'E_PRODUCT_CODE_TAKEN'

  constructor(field: 'sku' | 'barcode') {
    super(`Another product already has this ${field === 'sku' ? 'SKU' : 'barcode'}.`, { field })
  }

  /** The field whose unique index a database error names, if it is one of ours. */
  static fieldOf(error: unknown): 'sku' | 'barcode' | null {
    if (isUniqueViolation(error, 'products', 'sku')) return 'sku'
    if (isUniqueViolation(error, 'products', 'barcode')) return 'barcode'
    return null
  }
}
