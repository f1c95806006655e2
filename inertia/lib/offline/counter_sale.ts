import { keepSale, outboxEntries } from '~/lib/offline/outbox'
import type { PendingReceiptData } from '~/lib/offline/till_db'
import { cartPayload, previewOf, unitPriceOf, type Cart } from '~/lib/counter_cart'
import {
  offlineRefusal,
  offlineSaleProblem,
  outboxBlocks,
  sendingOrder,
} from '#common/offline_till'
import { saleDisplay } from '#common/sale_display'
import { saleExcusedFromSession } from '#common/tills'

/** Who sells and how, from the kit kept for the branch or else the page's own props. */
export interface OfflineSeller {
  name: string
  branchName: string
  /** The shop's texts its receipts print, from the kit. */
  receiptTexts?: PendingReceiptData['shop']
  pricesIncludeTax: boolean
  discountCapBp: number
  mayOverridePrice: boolean
  saleNeedsTillSession: boolean
  cardSalesWithoutSession: boolean
  /** Whether the till this device sells from has an open session, as the page last knew it. */
  sessionOpen: () => boolean
}

const readable = (value: unknown) => value === null || typeof value === 'number'

/** The pending receipt of a cart priced by the same functions the server uses. */
function pendingReceiptOf(cart: Cart, seller: OfflineSeller) {
  const { figures, settlement } = previewOf(cart, seller.pricesIncludeTax, seller.discountCapBp)
  const display = saleDisplay(figures.lines, figures, seller.pricesIncludeTax)
  const texts = seller.receiptTexts
  return {
    shop: {
      companyName: texts?.companyName ?? '',
      receiptHeader: texts?.receiptHeader ?? null,
      receiptFooter: texts?.receiptFooter ?? null,
      taxId: texts?.taxId ?? null,
    },
    seller: seller.name,
    branchName: seller.branchName,
    customer: cart.customer?.label ?? null,
    lines: cart.lines.map((line, index) => ({
      name: line.product.name,
      quantity: Number(line.quantity),
      unitPrice: unitPriceOf(line),
      discount: display.lines[index].discount,
      amount: display.lines[index].amount,
    })),
    rows: display.rows,
    payments: cart.payments.map((payment) => ({
      method: payment.method,
      amount: Number(payment.amount),
    })),
    changeDue: settlement.changeDue,
  }
}

/**
 * Completes the cart offline (a park is refused): refused as the server
 * would refuse it at once or leave to a manager, or kept in the outbox, its
 * pending receipt returned once it is kept.
 */
export async function completeOffline(
  cart: Cart,
  park: boolean,
  seller: OfflineSeller,
  userId: number
): Promise<{ problem: string } | { receipt: PendingReceiptData }> {
  if (park) return { problem: offlineRefusal('park') }
  const { settlement, withinCap } = previewOf(cart, seller.pricesIncludeTax, seller.discountCapBp)
  const refusal = offlineSaleProblem({
    lines: cart.lines.length,
    readable:
      cart.lines.every((line) => typeof line.quantity === 'number' && readable(line.unitPrice)) &&
      [cart.orderDiscount, ...cart.lines.map((line) => line.discount)].every(
        (discount) => !discount || typeof discount.value === 'number'
      ) &&
      cart.payments.every((payment) => typeof payment.amount === 'number'),
    settlement,
    withinCap,
    priceOverridden: cart.lines.some((line) => line.unitPrice !== null),
    mayOverridePrice: seller.mayOverridePrice,
    sessionMissing:
      !saleExcusedFromSession(
        seller,
        cart.payments.length > 0 && cart.payments.every((payment) => payment.method === 'card')
      ) && !seller.sessionOpen(),
  })
  if (refusal) return { problem: refusal }
  const entry = await keepSale(cartPayload(cart, false), userId, pendingReceiptOf(cart, seller))
  return entry ? { receipt: entry.receipt } : { problem: offlineRefusal('numbering') }
}

/** What the counter shows of the user's outbox, and why a sign-out must wait. */
export async function outboxSummary(userId: number) {
  const entries = sendingOrder(await outboxEntries(), userId)
  const troubled = entries.find((entry) => entry.problem)
  return {
    waiting: entries.length,
    problem: troubled?.problem ? `${troubled.ref}: ${troubled.problem.message}` : null,
    signOutRefusal: outboxBlocks(entries.length, 'sign_out'),
  }
}
