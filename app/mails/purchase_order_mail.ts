import { BaseMail } from '@adonisjs/mail'

/**
 * A purchase order sent to its supplier: a plain-text note naming the
 * order, the delivery branch and date, with the order's PDF attached.
 */
export default class PurchaseOrderMail extends BaseMail {
  constructor(
    protected order: {
      number: string
      supplier: { name: string; email: string }
      branch: string
      expectedOn: string | null
      shop: string
    },
    protected pdf: Buffer
  ) {
    super()
  }

  prepare() {
    const { order } = this
    this.message
      .to(order.supplier.email, order.supplier.name)
      .subject(`Purchase order ${order.number} from ${order.shop}`)
      .text(
        [
          `Hello ${order.supplier.name},`,
          '',
          `Please find attached our purchase order ${order.number}, for delivery to ${order.branch}${order.expectedOn ? ` by ${order.expectedOn}` : ''}.`,
          '',
          'Please reply to confirm the order and its delivery date.',
          '',
          `— ${order.shop}`,
        ].join('\n')
      )
      .attachData(this.pdf, { filename: `${order.number}.pdf`, contentType: 'application/pdf' })
  }
}
