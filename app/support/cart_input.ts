import type { Infer } from '@vinejs/vine/types'
import type { CartInput } from '#services/sales/cart'
import type { cartValidator } from '#validators/order'

type CartForm = Omit<Infer<typeof cartValidator>, 'park' | 'approval_token'> & {
  approval_token?: string | null
}

/**
 * The counter's form as the checkout reads it; an approval request sends the
 * same cart. `mayOverridePrice` is what the seller's policy allowed.
 */
export function cartOf(input: CartForm, mayOverridePrice: boolean): CartInput {
  return {
    mayOverridePrice,
    idempotencyKey: input.idempotency_key,
    branchId: input.branch_id,
    tillId: input.till_id ?? null,
    customerId: input.customer_id ?? null,
    lines: input.lines.map((line) => ({
      productId: line.product_id,
      quantity: line.quantity,
      unitPrice: line.unit_price ?? null,
      discount: line.discount ?? null,
    })),
    orderDiscount: input.order_discount ?? null,
    payments: (input.payments ?? []).map((payment) => ({
      method: payment.method,
      amount: payment.amount,
      reference: payment.reference ?? null,
    })),
    note: input.note ?? null,
    approvalToken: input.approval_token ?? null,
  }
}
