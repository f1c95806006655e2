import { createHash } from 'node:crypto'
import type { Discount, PaymentInput } from '#common/sale_totals'

/** A sale's cart as a form or a caller states it; every figure is computed again on the server. */
export interface CartLineInput {
  productId: number
  quantity: number
  /** A price other than the product's; when the cart's `mayOverridePrice` is set, or approved. */
  unitPrice?: number | null
  discount?: Discount | null
}

export interface CartInput {
  branchId: number
  /** Null for a walk-in customer. */
  customerId?: number | null
  lines: CartLineInput[]
  orderDiscount?: Discount | null
  payments?: (PaymentInput & { reference?: string | null })[]
  note?: string | null
  /** One per sale form (a UUID): the same key never makes a second order. */
  idempotencyKey: string
  /** The till this counter sells from (remembered per device): the sale is filed in its open session. */
  tillId?: number | null
  /**
   * What the caller's policy allowed (`OrderPolicy.overridePrice`): without
   * it a price other than the product's is refused. Not part of the cart's
   * fingerprint, since it says who sells, not what is sold.
   */
  mayOverridePrice?: boolean
  /**
   * A manager's approval (app/services/approvals/) of what the seller may
   * not do alone; not part of the fingerprint either: a retry with it is
   * the same sale.
   */
  approvalToken?: string | null
}

/** A stable digest of what a form asked for, to tell a resubmission from another cart. */
export function cartFingerprint(input: CartInput, kind: 'sale' | 'draft') {
  const canonical = {
    kind,
    branch: input.branchId,
    customer: input.customerId ?? null,
    lines: input.lines.map((line) => [
      line.productId,
      line.quantity,
      line.unitPrice ?? null,
      line.discount ? [line.discount.kind, line.discount.value] : null,
    ]),
    orderDiscount: input.orderDiscount
      ? [input.orderDiscount.kind, input.orderDiscount.value]
      : null,
    payments: (input.payments ?? []).map((payment) => [
      payment.method,
      payment.amount,
      payment.reference ?? null,
    ]),
    note: input.note ?? null,
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}
