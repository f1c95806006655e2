import type { HttpContext } from '@adonisjs/core/http'
import { isUniqueViolation } from '#support/unique_violation'
import { Exception } from '@adonisjs/core/exceptions'
import type Product from '#models/product'
import { backWithFieldError } from '#exceptions/form_error'

/** A product something refers to is kept for history: it can be deactivated, not deleted. */
export class ProductInUse extends Exception {
  static status = 422
  static code = 'E_PRODUCT_IN_USE'

  constructor(
    public product: Product,
    public references: string[]
  ) {
    super(
      `${product.name} is used by ${references.join(', ')}, so it cannot be deleted. Deactivate it instead.`
    )
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flash('error', error.message)
    return ctx.response.redirect().toPath(`/products/${error.product.id}/edit`)
  }
}

/**
 * Another save took the SKU or barcode between validation and the insert:
 * the unique index refused it, and the form says so beside the field.
 */
export class ProductCodeTaken extends Exception {
  static status = 422
  static code = 'E_PRODUCT_CODE_TAKEN'

  constructor(public field: 'sku' | 'barcode') {
    super(`Another product already has this ${field === 'sku' ? 'SKU' : 'barcode'}.`)
  }

  /** The field whose unique index a database error names, if it is one of ours. */
  static fieldOf(error: unknown): 'sku' | 'barcode' | null {
    if (isUniqueViolation(error, 'products', 'sku')) return 'sku'
    if (isUniqueViolation(error, 'products', 'barcode')) return 'barcode'
    return null
  }

  async handle(error: this, ctx: HttpContext) {
    return backWithFieldError(ctx, error.field, error.message)
  }
}
