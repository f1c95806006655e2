/**
 * The till's side of selling offline: the rules the counter follows while
 * the server cannot be reached, pure so they are tested without a browser.
 * The server's side is `common/offline_sales.ts`.
 */
import { PROVISIONAL_REF_PATTERN } from './offline_sales.js'
import type { PaymentSettlement } from './sale_totals.js'

/** The letters and digits a device code is made of. */
const DEVICE_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** The largest sequence a provisional reference carries (7 digits). */
export const MAX_DEVICE_SEQUENCE = 9_999_999

/**
 * A device's code, made once from 6 random bytes: 36 letters and digits,
 * so two tills of a shop practically never share one (the server keeps a
 * reference unique and reviews a clash rather than losing the sale).
 */
export function deviceCodeFrom(bytes: ArrayLike<number>) {
  if (bytes.length < 6) throw new Error('A device code needs 6 random bytes.')
  let code = ''
  for (let index = 0; index < 6; index++) {
    code += DEVICE_CODE_ALPHABET[bytes[index] % DEVICE_CODE_ALPHABET.length]
  }
  return code
}

/** The pending receipt's reference for a device's `sequence`-th offline sale. */
export function provisionalRef(deviceCode: string, sequence: number) {
  const ref = `P-${deviceCode}-${sequence}`
  if (!PROVISIONAL_REF_PATTERN.test(ref) || sequence < 1) {
    throw new Error(`No provisional reference for ${deviceCode} and ${sequence}.`)
  }
  return ref
}

/**
 * The sequence after `last`: it only grows, one device never reuses a
 * reference. Past the 7 digits the till cannot number another offline sale.
 */
export function nextSequence(last: number) {
  const next = Math.max(0, Math.trunc(last)) + 1
  return next > MAX_DEVICE_SEQUENCE ? null : next
}

/** What the counter and its neighbours cannot do without the server. */
export const OFFLINE_REFUSED = {
  park: 'No connection: a sale cannot be parked offline. Complete it with F9 or wait for the connection.',
  approval:
    'No connection: a manager’s approval needs the server. Remove what needs it, or wait for the connection.',
  price_override:
    'No connection: your role may not change prices, and a manager’s approval needs the server.',
  discount_over_cap:
    'No connection: the discount goes past what your role may give, and a manager’s approval needs the server.',
  new_customer:
    'No connection: a new customer cannot be added offline. Sell as walk-in or choose a kept customer.',
  return: 'No connection: returns need the server. Take the return once the connection is back.',
  void: 'No connection: voids need the server. Void the sale once the connection is back.',
  no_session:
    'No connection: this till has no open session, and one cannot be opened offline. Open it once the connection is back.',
  close_session:
    'No connection: the till session cannot be closed offline. Close it once the connection is back.',
  numbering:
    'This device has numbered all the offline sales it may: wait for the connection to sell.',
} as const

export type OfflineRefusedAction = keyof typeof OFFLINE_REFUSED

/** Why an action is refused offline, in the words the cashier sees. */
export function offlineRefusal(action: OfflineRefusedAction) {
  return OFFLINE_REFUSED[action]
}

/**
 * Why signing out or closing the till session must wait: the server cannot
 * know about sales this device has not sent, so they would be left behind.
 */
export function outboxBlocks(waiting: number, action: 'sign_out' | 'close_session') {
  if (waiting <= 0) return null
  const sales = waiting === 1 ? '1 sale made offline has' : `${waiting} sales made offline have`
  const what = action === 'sign_out' ? 'sign out' : 'close the till session'
  return `${sales} not been sent yet: ${what} once the connection is back and they are sent.`
}

/** A sale waiting in a till's outbox, as the outbox orders it. */
export interface OutboxOrdering {
  /** The device's sequence: the order the cashier completed the sales in. */
  sequence: number
  /** When the cashier completed it (ISO-8601). */
  madeAt: string
  userId: number
}

/**
 * The sales the signed-in user sends, in the order they were made (the
 * sequence, as a clock may step back); another user's wait for them: the
 * server files a sale as the signed-in seller's.
 */
export function sendingOrder<Entry extends OutboxOrdering>(
  entries: readonly Entry[],
  userId: number
) {
  return entries.filter((entry) => entry.userId === userId).sort((a, b) => a.sequence - b.sequence)
}

/** What the server's answer means for a sale sent from the outbox. */
export type SendOutcome = 'acknowledged' | 'refused' | 'failed' | 'unreachable'

/**
 * 201 and 200 acknowledge the sale (recorded, already recorded or kept for
 * a manager): it leaves the outbox. A 422 is kept and not sent again
 * blindly; anything else (5xx, a sign-in page, no answer) is kept and tried
 * again later.
 */
export function sendOutcome(status: number | null): SendOutcome {
  if (status === null) return 'unreachable'
  if (status === 200 || status === 201) return 'acknowledged'
  if (status === 422) return 'refused'
  return 'failed'
}

/** The counter's cart as `orders.store` reads it (the counter's `cartPayload`). */
export interface CartBody {
  idempotency_key: string
  branch_id: number | null
  till_id: number | null
  customer_id: number | null
  lines: unknown[]
  order_discount: unknown
  payments: unknown[]
  note: string | null
  park?: boolean
}

/**
 * The body `POST /orders/offline` reads: the cart as completed, with the
 * pending receipt's reference and the instant it was made, in UTC.
 */
export function offlineSaleBody(cart: CartBody, ref: string, madeAt: Date) {
  const sale: Omit<CartBody, 'park'> & { park?: boolean } = { ...cart }
  delete sale.park
  return { ...sale, provisional_ref: ref, made_at: madeAt.toISOString() }
}

/** What the cart must be to complete offline, where the server cannot refuse it at once. */
export interface OfflineCheck {
  lines: number
  /** Every quantity, price and discount typed reads as a number. */
  readable: boolean
  settlement: PaymentSettlement
  withinCap: boolean
  /** A line sold at a price other than the product's, and whether the seller may. */
  priceOverridden: boolean
  mayOverridePrice: boolean
  /** The shop asks this sale for an open till session (`saleExcusedFromSession`) and the till has none. */
  sessionMissing: boolean
}

/**
 * Why the cart cannot complete offline, or null: what the server would
 * refuse at once or leave to a manager's approval is refused here instead.
 */
export function offlineSaleProblem(check: OfflineCheck) {
  if (check.lines === 0) return 'Scan or find at least one product.'
  if (!check.readable) return 'A quantity, price or discount cannot be read: correct it first.'
  if (check.sessionMissing) return OFFLINE_REFUSED.no_session
  if (check.priceOverridden && !check.mayOverridePrice) return OFFLINE_REFUSED.price_override
  if (!check.withinCap) return OFFLINE_REFUSED.discount_over_cap
  if (check.settlement.problem === 'non_cash_over_total') {
    return 'Card and other payments may not exceed the total: change is given from cash only.'
  }
  if (check.settlement.remaining > 0 || check.settlement.problem !== null) {
    return 'The payments do not cover the total yet.'
  }
  return null
}
