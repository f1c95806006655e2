import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#models/order'
import type User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import type { CartInput } from '#services/sales/cart'
import { priceCart, type PricedCart } from '#services/sales/cart_pricing'
import { grantApproval } from '#services/approvals/grant_approval'
import { useApproval } from '#services/approvals/approval_tokens'

/**
 * A manager approves a cashier's sale as it stands on the till: the cart
 * is priced as the checkout will price it, and the approval is bound to
 * what in it needs one (a discount past the cap, a changed price), its
 * lines, discounts and discount total. A cart that needs nothing is refused.
 */
export async function grantSaleApproval(
  input: CartInput,
  approverId: number,
  pin: string,
  actor: Actor
) {
  const scope = await BranchScope.of(actor.user)
  const cart = await priceCart(input, actor, scope)
  const { reasons, fingerprint, amount } = cart.exceptions
  const granted = await grantApproval(
    { kind: 'sale', branchId: cart.branch.id, reasons, fingerprint, amount },
    approverId,
    pin,
    actor
  )
  return { ...granted, reasons }
}

/**
 * Uses, in the sale's transaction, the approval the cart needs: bound to
 * this cashier, branch, lines and discounts. Audited with both names.
 */
export async function useSaleApproval(
  order: Order,
  token: string,
  cart: PricedCart,
  actor: Actor,
  trx: TransactionClientContract
): Promise<User> {
  const { reasons, fingerprint, amount } = cart.exceptions
  const approver = await useApproval(
    token,
    { kind: 'sale', branchId: cart.branch.id, reasons, fingerprint, amount },
    actor,
    order.id,
    trx
  )
  await recordAudit(
    {
      action: 'order.approved',
      actor,
      subject: { type: 'order', id: order.id, branchId: order.branchId },
      changes: valuesSet({
        reasons: reasons.join(', '),
        discount_total: order.discountTotal,
        seller: actor.user.name,
        approved_by: approver.name,
      }),
    },
    trx
  )
  return approver
}
