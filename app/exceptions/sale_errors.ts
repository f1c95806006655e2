import { DomainError } from '#exceptions/domain_error'
import { formatMoney } from '#common/money'

/** A sale is made only at a branch that is open for business. */
export class BranchClosedForSales extends DomainError {
  static code = 'E_BRANCH_CLOSED_FOR_SALES'

  constructor(branch: { name: string }) {
    super(`${branch.name} is inactive: it makes no sales.`, { field: 'branch_id' })
  }
}

/** A cart line names a product that is archived or gone. */
export class ProductNotForSale extends DomainError {
  static code = 'E_PRODUCT_NOT_FOR_SALE'

  constructor(index: number, product: { name: string } | null) {
    super(
      product
        ? `${product.name} is archived: it cannot be sold.`
        : 'This product no longer exists.',
      { field: `lines.${index}.product_id`, toast: true }
    )
  }
}

/** The customer chosen is archived or gone. */
export class CustomerNotForSale extends DomainError {
  static code = 'E_CUSTOMER_NOT_FOR_SALE'

  constructor() {
    super('This customer is archived or no longer exists: choose another or sell to a walk-in.', {
      field: 'customer_id',
    })
  }
}

/** A discount larger than what it applies to, or over 100 %. */
export class DiscountTooLarge extends DomainError {
  static code = 'E_DISCOUNT_TOO_LARGE'

  constructor(field: string, problem: 'exceeds_amount' | 'over_percent') {
    super(
      problem === 'over_percent'
        ? 'A discount cannot be more than 100 %.'
        : 'The discount is larger than the amount it applies to.',
      { field }
    )
  }
}

/**
 * A line or a whole sale past the most one amount may be: refused by name
 * rather than stored past what the columns and exact arithmetic hold.
 */
export class SaleTooLarge extends DomainError {
  static code = 'E_SALE_TOO_LARGE'

  constructor(where: number | 'sale', limit: number, currency: string, locale: string) {
    const most = formatMoney(limit, currency, locale)
    super(
      where === 'sale'
        ? `A sale comes to at most ${most}: ring up the rest as another sale.`
        : `A line comes to at most ${most}: lower the quantity or the price.`,
      where === 'sale' ? {} : { field: `lines.${where}.quantity`, toast: true }
    )
  }
}

/** Payments that do not settle the total. */
export class PaymentsDoNotSettle extends DomainError {
  static code = 'E_PAYMENTS_DO_NOT_SETTLE'

  constructor(message: string) {
    super(message, { field: 'payments', toast: true })
  }
}

/** A sale would take more than the branch holds: named by its line. */
export class SaleStockShort extends DomainError {
  static code = 'E_SALE_STOCK_SHORT'

  constructor(index: number, message: string) {
    super(message, { field: `lines.${index}.quantity`, toast: true })
  }
}

/**
 * The form's idempotency key already made an order from another cart: a
 * second tab or a stale form. Refused on the screen, never as a 409 (which
 * Inertia keeps for the asset-version reload).
 */
export class SaleKeyReused extends DomainError {
  static code = 'E_SALE_KEY_REUSED'

  constructor(number: string | null) {
    super(
      `This sale form was already used for ${number ? `order ${number}` : 'another sale'} with a different cart. Start a new sale to ring this one up.`,
      { field: 'cart', toast: true }
    )
  }
}

/** A parked sale that another till already completed or removed. */
export class DraftNoLongerOpen extends DomainError {
  static code = 'E_DRAFT_NO_LONGER_OPEN'

  constructor() {
    super('This parked sale was already completed or removed.', { toast: true })
  }
}

/** A void asked of an order that is not a completed sale of today, untouched by returns. */
/** Why a sale can no longer be voided. */
export type VoidRefusal = 'voided' | 'returned' | 'not_completed' | 'other_day'

/** What the receipt page and a refused void both say. */
export function voidRefusalMessage(number: string | null, why: VoidRefusal) {
  const messages = {
    voided: `Order ${number} is already voided.`,
    returned: `Goods of order ${number} were returned: it can no longer be voided. Return the rest instead.`,
    not_completed: 'Only a completed sale can be voided.',
    other_day: `Order ${number} was sold on an earlier business day: it can no longer be voided. Take a return instead.`,
  }
  return messages[why]
}

export class OrderNotVoidable extends DomainError {
  static code = 'E_ORDER_NOT_VOIDABLE'

  constructor(number: string | null, why: VoidRefusal) {
    super(voidRefusalMessage(number, why), { toast: true })
  }
}

/** Details asked of an order that is parked (edited at the counter) or voided (closed). */
export class OrderDetailsLocked extends DomainError {
  static code = 'E_ORDER_DETAILS_LOCKED'

  constructor(status: string) {
    super(
      status === 'voided'
        ? 'A voided order no longer changes.'
        : 'A parked sale is changed at the counter.',
      { toast: true }
    )
  }
}

/** A return asked of an order that has nothing to return: a parked sale, or a void. */
function notReturnableMessage(number: string | null, status: string) {
  if (status === 'voided') return `Order ${number} was voided: nothing can be returned against it.`
  if (status === 'returned') return `Everything sold on order ${number} has been returned.`
  return 'Goods can be returned only against a completed sale.'
}

export class OrderNotReturnable extends DomainError {
  static code = 'E_ORDER_NOT_RETURNABLE'

  constructor(number: string | null, status: string) {
    super(notReturnableMessage(number, status), { field: 'order', toast: true })
  }
}

/** More units of a line than are still returnable, also when another return just took them. */
export class ReturnExceedsSold extends DomainError {
  static code = 'E_RETURN_EXCEEDS_SOLD'

  constructor(index: number, line: { productName: string }, returnable: number) {
    super(
      returnable === 0
        ? `Every unit of ${line.productName} was already returned.`
        : `Only ${returnable} of ${line.productName} can still be returned.`,
      { field: `lines.${index}.quantity` }
    )
  }
}

/** A return line that names no line of the order. */
export class ReturnLineNotInOrder extends DomainError {
  static code = 'E_RETURN_LINE_NOT_IN_ORDER'

  constructor(index: number) {
    super('This line is not part of the order.', { field: `lines.${index}.order_line_id` })
  }
}

/** An offline sale already resolved, from another tab or by another manager. */
export class OfflineIssueResolved extends DomainError {
  static code = 'E_OFFLINE_ISSUE_RESOLVED'

  constructor() {
    super('This offline sale was already resolved.', { toast: true })
  }
}
