import type { HttpContext } from '@adonisjs/core/http'
import ApproverTransformer from '#transformers/approver_transformer'
import SaleApprovalTransformer from '#transformers/sale_approval_transformer'
import { actorOf } from '#services/platform/actor'
import { approversAt } from '#services/approvals/grant_approval'
import { grantSaleApproval } from '#services/approvals/sale_approval'
import OrderPolicy from '#policies/order_policy'
import { cartOf } from '#support/cart_input'
import { approversQueryValidator, saleApprovalValidator } from '#validators/approval'

/**
 * The counter's PIN dialog: who can approve at the till's branch, and a
 * manager's approval of the sale on the screen, answered as a token the
 * sale then carries.
 */
export default class ApprovalsController {
  async approvers(ctx: HttpContext) {
    const { branch } = await ctx.request.validateUsing(approversQueryValidator, {
      data: ctx.request.qs(),
    })
    const scope = await ctx.branchScope
    const people = scope.includes(branch) ? await approversAt(branch, actorOf(ctx)) : []
    return { approvers: people.map((user) => new ApproverTransformer(user).toObject()) }
  }

  async sale(ctx: HttpContext) {
    const {
      approver_id: approverId,
      pin,
      ...cart
    } = await ctx.request.validateUsing(saleApprovalValidator)
    const mayOverridePrice = await ctx.bouncer.with(OrderPolicy).allows('overridePrice')
    const granted = await grantSaleApproval(
      cartOf(cart, mayOverridePrice),
      approverId,
      pin,
      actorOf(ctx)
    )
    return new SaleApprovalTransformer(granted).toObject()
  }
}
