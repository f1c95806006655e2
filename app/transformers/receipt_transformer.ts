import type Order from '#models/order'
import type SaleReturn from '#models/sale_return'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { saleDisplay } from '#common/sale_display'
import { multiplyAmount } from '#common/rounding'

/**
 * An order as its receipt shows it (Orders / Show): the figures the sale
 * stored, never recomputed, with the tax summed per rate as receipts print
 * it. Branch, seller, approver, customer, voider, void approver, lines and
 * payments must be preloaded; each return's user and approver.
 */
export default class ReceiptTransformer extends BaseTransformer<Order> {
  constructor(
    resource: Order,
    protected extra: { returns: SaleReturn[] }
  ) {
    super(resource)
  }

  toObject() {
    const order = this.resource
    const lines = [...order.lines].sort((a, b) => a.position - b.position)
    const taxes = new Map<number, number>()
    for (const line of lines)
      taxes.set(line.taxRateBp, (taxes.get(line.taxRateBp) ?? 0) + line.taxAmount)
    return {
      id: order.id,
      number: order.number,
      /** The pending receipt's reference of a sale made offline, shown beside its number. */
      provisionalRef: order.provisionalRef,
      status: order.status,
      completedAt: order.completedAt?.toISO() ?? null,
      branch: {
        id: order.branch.id,
        name: order.branch.name,
        code: order.branch.code,
        address: order.branch.address,
        phone: order.branch.phone,
      },
      seller: order.seller.name,
      /** The manager whose PIN approved what the seller could not do alone. */
      approvedBy: order.approver?.name ?? null,
      customer: order.customer ? { id: order.customer.id, name: order.customer.name } : null,
      note: order.note,
      pricesIncludeTax: order.pricesIncludeTax,
      // The shared convention: each line after its own discount, the order discount on its row.
      display: saleDisplay(
        lines.map((line) => ({
          gross: multiplyAmount(line.unitPrice, line.quantity),
          discount: line.discount,
        })),
        {
          orderDiscount: lines.reduce((sum, line) => sum + line.orderDiscount, 0),
          taxTotal: order.taxTotal,
          total: order.total,
        },
        order.pricesIncludeTax
      ),
      lines: lines.map((line) => ({
        id: line.id,
        name: line.productName,
        sku: line.productSku,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        originalUnitPrice: line.originalUnitPrice,
        discount: line.discount,
        orderDiscount: line.orderDiscount,
        taxRateBp: line.taxRateBp,
        lineTotal: line.lineTotal,
        returnedQuantity: line.returnedQuantity,
      })),
      subtotal: order.subtotal,
      discountTotal: order.discountTotal,
      taxes: [...taxes].sort(([a], [b]) => a - b).map(([rateBp, amount]) => ({ rateBp, amount })),
      taxTotal: order.taxTotal,
      total: order.total,
      payments: [...order.payments]
        .sort((a, b) => a.id - b.id)
        .map((payment) => ({
          method: payment.method,
          amount: payment.amount,
          tendered: payment.tendered,
          reference: payment.reference,
        })),
      paidTotal: order.paidTotal,
      changeDue: order.changeDue,
      voided: order.voidedAt
        ? {
            at: order.voidedAt.toISO()!,
            by: order.voider?.name ?? null,
            /** The manager whose PIN approved the void of a seller who may not void alone. */
            approvedBy: order.voidApprover?.name ?? null,
            reason: order.voidReason,
          }
        : null,
      returns: this.extra.returns.map((saleReturn) => ({
        id: saleReturn.id,
        number: saleReturn.number,
        createdAt: saleReturn.createdAt.toISO()!,
        user: saleReturn.user.name,
        /** The manager whose PIN approved a refund paid another way than the sale. */
        approvedBy: saleReturn.approver?.name ?? null,
        reason: saleReturn.reason,
        refundMethod: saleReturn.refundMethod,
        refundTotal: saleReturn.refundTotal,
      })),
    }
  }
}
