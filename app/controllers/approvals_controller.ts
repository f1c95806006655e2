import type { HttpContext } from '@adonisjs/core/http'
import ApproverTransformer from '#transformers/approver_transformer'
import ApprovalTransformer from '#transformers/approval_transformer'
import { actorOf } from '#services/platform/actor'
import { approversAt } from '#services/approvals/grant_approval'
import { grantSaleApproval } from '#services/approvals/sale_approval'
import { grantVoidApproval } from '#services/approvals/void_approval'
import { grantReturnApproval } from '#services/approvals/return_approval'
import OrderPolicy from '#policies/order_policy'
import ReturnPolicy from '#policies/return_policy'
import { cartOf } from '#support/cart_input'
import { returnInputOf } from '#validators/return'
import {
  approversQueryValidator,
  returnApprovalValidator,
  saleApprovalValidator,
  voidApprovalValidator,
} from '#validators/approval'

/**
 * The till's PIN dialog: who can approve at the till's branch, and a
 * manager's approval of the sale, void or return on the screen, answered
 * as a token the action then carries.
 */
export default class ApprovalsController {
  async approvers(ctx: HttpContext) {
    const { branch, kind } = await ctx.request.validateUsing(approversQueryValidator, {
      data: ctx.request.qs(),
    })
    const scope = await ctx.branchScope
    const people = scope.includes(branch) ? await approversAt(branch, actorOf(ctx), kind) : []
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
    return new ApprovalTransformer(granted).toObject()
  }

  /** The void of one order of the user's branches, for a seller who may not void alone. */
  async void(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(voidApprovalValidator)
    const mayVoidAlone = await ctx.bouncer.with(OrderPolicy).allows('void')
    const granted = await grantVoidApproval(
      input.order_id,
      input.approver_id,
      input.pin,
      actorOf(ctx),
      mayVoidAlone
    )
    return new ApprovalTransformer({ ...granted, reasons: ['void'] }).toObject()
  }

  /** A return refunded another way than the sale, for who may not refund any way. */
  async return(ctx: HttpContext) {
    const {
      approver_id: approverId,
      pin,
      ...form
    } = await ctx.request.validateUsing(returnApprovalValidator)
    const granted = await grantReturnApproval(
      returnInputOf(form),
      approverId,
      pin,
      actorOf(ctx),
      await ctx.bouncer.with(ReturnPolicy).allows('refundAnyMethod')
    )
    return new ApprovalTransformer({ ...granted, reasons: ['refund_method'] }).toObject()
  }
}
