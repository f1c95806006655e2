import type { Actor } from '#services/platform/actor'
import { BranchScope } from '#services/platform/branch_scope'
import { priceCart, type CartInput } from '#services/sales/cart_pricing'
import { grantApproval } from '#services/approvals/grant_approval'

/**
 * A manager approves a cashier's sale as it stands on the till: the cart
 * is priced as the checkout will price it, and the approval is bound to
 * what in it needs one (a discount past the cap, a changed price), its
 * lines, discounts and discount total. A cart that needs nothing is refused.
 */
export async function approveSale(input: CartInput, approverId: number, pin: string, actor: Actor) {
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
