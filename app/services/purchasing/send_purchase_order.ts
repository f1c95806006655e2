import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import PurchaseOrderMail from '#mails/purchase_order_mail'
import type PurchaseOrder from '#models/purchase_order'
import type Setting from '#models/setting'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { operation } from '#services/platform/transactions'
import { lockedOrderIn } from '#services/purchasing/purchase_orders'
import { withLines } from '#services/purchasing/purchase_order_queries'
import { renderPurchaseOrderPdf } from '#services/purchasing/purchase_order_pdf'
import PurchaseOrderTransformer from '#transformers/purchase_order_transformer'
import { localDay } from '#support/business_day'
import { PurchaseOrderStep } from '#exceptions/purchasing_errors'

/** The order's PDF with its costs, as the supplier is sent it and the buyer downloads it. */
export async function purchaseOrderPdf(order: PurchaseOrder, settings: Setting) {
  const today = localDay(DateTime.utc(), settings.businessTimezone)
  const shown = new PurchaseOrderTransformer(await withLines(order), { withCost: true, today })
  return renderPurchaseOrderPdf(shown.toObject(), settings)
}

/**
 * Mails a placed order to its supplier with the PDF attached (the app's
 * mail transport), then notes when it was sent. A supplier without an
 * email is refused with the reason.
 */
export async function sendPurchaseOrder(target: PurchaseOrder, settings: Setting, actor: Actor) {
  const order = await withLines(target)
  const email = order.supplier.email
  if (!email) {
    throw new PurchaseOrderStep(
      `${order.supplier.name} has no email address: add one on the supplier before sending.`
    )
  }
  const pdf = await purchaseOrderPdf(order, settings)
  await mail.send(
    new PurchaseOrderMail(
      {
        number: order.number,
        supplier: { name: order.supplier.name, email },
        branch: order.branch.name,
        expectedOn: order.expectedOn,
        shop: settings.companyName,
      },
      pdf
    )
  )
  return operation(async (trx) => {
    const locked = await lockedOrderIn(order.id, ['ordered', 'partial'], 'sent', trx)
    locked.sentAt = DateTime.utc()
    await locked.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'purchase_order.sent',
        actor,
        subject: { type: 'purchase_order', id: locked.id, branchId: locked.branchId },
        changes: { sent_to: { from: null, to: email } },
      },
      trx
    )
    return locked
  })
}
