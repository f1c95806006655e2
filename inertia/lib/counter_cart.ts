import { rememberedTill } from '~/lib/till_choice'
import type { NumericValue } from '~/components/numeric_field'
import {
  saleFigures,
  saleSizeProblem,
  settlePayments,
  withinDiscountCap,
  type DiscountKind,
  type PaymentMethod,
} from '#common/sale_totals'
import type { Data } from '~generated/data'

/** A product as the counter's lookup sends it. */
export type CounterProduct = Data.CounterProduct

/** A customer as the picker shows them: the id as text, and the name with a phone or email. */
export type CustomerChoice = Data.CustomerChoice

/** A discount as typed: `value` in minor units for an amount, basis points for a percent. */
export interface TypedDiscount {
  kind: DiscountKind
  value: NumericValue
}

export interface CartLine {
  product: CounterProduct
  quantity: NumericValue
  /** A price other than the product's (orders.override_price); null for the product's. */
  unitPrice: NumericValue
  discount: TypedDiscount | null
}

export interface CartPayment {
  method: PaymentMethod
  amount: NumericValue
}

/** The counter's sale in progress, kept in the browser until it completes. */
export interface Cart {
  /** The sale's idempotency key: one per sale, so a resubmission makes one order. */
  key: string
  branchId: string
  customer: CustomerChoice | null
  lines: CartLine[]
  orderDiscount: TypedDiscount | null
  payments: CartPayment[]
  note: string
}

/** A random UUID v4; `crypto.randomUUID` exists only on secure origins, a till may not be one. */
export function newSaleKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function emptyCart(branchId: string): Cart {
  return {
    key: newSaleKey(),
    branchId,
    customer: null,
    lines: [],
    orderDiscount: null,
    payments: [],
    note: '',
  }
}

const STORAGE_PREFIX = 'pos-center:counter'

/** Where the cart is kept: one per user, and one per parked sale resumed. */
export function cartStorageKey(userId: number, draftId: number | null) {
  return draftId === null
    ? `${STORAGE_PREFIX}:${userId}`
    : `${STORAGE_PREFIX}:${userId}:draft:${draftId}`
}

/** The cart kept in this browser, when one is there and still readable. */
export function storedCart(storageKey: string): Cart | null {
  try {
    const raw = window.localStorage.getItem(storageKey)
    if (!raw) return null
    const cart = JSON.parse(raw) as Cart
    return typeof cart.key === 'string' && Array.isArray(cart.lines) ? cart : null
  } catch {
    return null
  }
}

export function storeCart(storageKey: string, cart: Cart | null) {
  try {
    if (cart) window.localStorage.setItem(storageKey, JSON.stringify(cart))
    else window.localStorage.removeItem(storageKey)
  } catch {
    // A full or disabled storage only loses the reload safety net, never the sale.
  }
}

const numberOr = (value: NumericValue, fallback: number) =>
  typeof value === 'number' ? value : fallback

const discountOf = (discount: TypedDiscount | null) =>
  discount && typeof discount.value === 'number'
    ? { kind: discount.kind, value: discount.value }
    : null

/**
 * A line's quantity for the preview, or none when price times quantity
 * passes the most one amount may be: the server refuses that line by name,
 * and the preview stays within exact arithmetic meanwhile.
 */
function withinBound(unitPrice: number, quantity: number) {
  const exact = Number.isSafeInteger(unitPrice) && Number.isSafeInteger(quantity)
  return exact && saleSizeProblem([{ unitPrice, quantity }]) === null ? quantity : 0
}

/** The unit price a line is sold at: the override when typed, else the product's. */
export function unitPriceOf(line: CartLine) {
  return numberOr(line.unitPrice, line.product.price)
}

/**
 * The preview of the cart's figures and payments, by the same functions the
 * server uses; what cannot be read yet counts as nothing.
 */
export function previewOf(cart: Cart, pricesIncludeTax: boolean, discountCapBp: number) {
  const figures = saleFigures(
    cart.lines.map((line) => ({
      unitPrice: unitPriceOf(line),
      quantity: withinBound(unitPriceOf(line), numberOr(line.quantity, 0)),
      taxRateBp: line.product.taxRateBp,
      discount: discountOf(line.discount),
    })),
    discountOf(cart.orderDiscount),
    pricesIncludeTax
  )
  const settlement = settlePayments(
    figures.total,
    cart.payments.map((payment) => ({
      method: payment.method,
      amount: numberOr(payment.amount, 0),
    }))
  )
  return {
    figures,
    settlement,
    withinCap: withinDiscountCap(figures.discountTotal, figures.subtotal, discountCapBp),
  }
}

/** The cart as `orders.store` reads it; what was typed but not read goes as typed, to be refused beside its field. */
export function cartPayload(cart: Cart, park: boolean) {
  const discount = (typed: TypedDiscount | null) =>
    typed && typed.value !== null ? { kind: typed.kind, value: typed.value } : null
  return {
    idempotency_key: cart.key,
    branch_id: cart.branchId === '' ? null : Number(cart.branchId),
    till_id: rememberedTill(),
    customer_id: cart.customer ? Number(cart.customer.value) : null,
    lines: cart.lines.map((line) => ({
      product_id: line.product.id,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      discount: discount(line.discount),
    })),
    order_discount: discount(cart.orderDiscount),
    payments: park
      ? []
      : cart.payments.map((payment) => ({ method: payment.method, amount: payment.amount })),
    note: cart.note.trim() === '' ? null : cart.note,
    park,
  }
}
