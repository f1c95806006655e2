/**
 * Purchasing rules shared by the server and the pages: a purchase order's
 * statuses, the status its lines give it, what is still outstanding, and
 * the reorder suggestion. Quantities are whole units, costs integer minor
 * units.
 */

/**
 * draft → ordered → partial → received; closed (the rest will not come,
 * from ordered or partial) or cancelled (nothing received, from draft or
 * ordered).
 */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'ordered',
  'partial',
  'received',
  'closed',
  'cancelled',
] as const
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number]

/** The statuses that still wait for goods: what counts as on order and what Stocks / Add offers. */
export const OPEN_PURCHASE_STATUSES = [
  'ordered',
  'partial',
] as const satisfies readonly PurchaseOrderStatus[]

export const PURCHASE_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  ordered: 'Ordered',
  partial: 'Partially received',
  received: 'Received',
  closed: 'Closed',
  cancelled: 'Cancelled',
}

const STATUS_WORDS: Record<PurchaseOrderStatus, string> = {
  draft: 'still a draft',
  ordered: 'already ordered',
  partial: 'partially received',
  received: 'fully received',
  closed: 'closed',
  cancelled: 'cancelled',
}

/** Why a step does not apply: "PO-000003 is cancelled: it cannot be received." */
export function purchaseRefusalMessage(number: string, status: PurchaseOrderStatus, step: string) {
  return `${number} is ${STATUS_WORDS[status]}: it cannot be ${step}. Reload the page to see where it stands.`
}

export interface OrderLineProgress {
  quantity: number
  receivedQuantity: number
}

/** What a line still waits for: never below zero (an over-delivery leaves nothing outstanding). */
export function outstanding(line: OrderLineProgress) {
  return Math.max(0, line.quantity - line.receivedQuantity)
}

/**
 * The status an open order's lines give it after a receipt: received when
 * every line has all it ordered, partial once anything came, else ordered.
 */
export function statusFromLines(lines: readonly OrderLineProgress[]): PurchaseOrderStatus {
  if (lines.every((line) => line.receivedQuantity >= line.quantity)) return 'received'
  if (lines.some((line) => line.receivedQuantity > 0)) return 'partial'
  return 'ordered'
}

/** Units a line orders: packs × pack size, or units as typed. */
export function orderedUnits(quantity: number, unit: 'units' | 'packs', packSize: number) {
  return unit === 'packs' ? quantity * packSize : quantity
}

/** A line's total and the order's, in minor units (quantities × unit costs, exact integers). */
export function orderTotal(lines: readonly { quantity: number; unitCost: number }[]) {
  return lines.reduce((sum, line) => sum + line.quantity * line.unitCost, 0)
}

/** Rounds a quantity up to whole packs: 13 in packs of 6 is 18. */
export function roundUpToPack(quantity: number, packSize: number) {
  if (quantity <= 0) return 0
  const size = Math.max(1, packSize)
  return Math.ceil(quantity / size) * size
}

export interface SuggestionInput {
  onHand: number
  inTransit: number
  onOrder: number
  /** The branch's level, or the product's when the branch has none. */
  reorderLevel: number
  /** The branch's target; null orders up to twice the level. */
  reorderTarget: number | null
  /** The preferred supplier's pack size (1 without one). */
  packSize: number
}

/** The level a branch fills up to: its target, or twice its level when none is set. */
export function reorderTarget(level: number, target: number | null) {
  return target ?? level * 2
}

/**
 * What to order of a product at a branch at or under its level: up to the
 * target, less on hand, in transit and on order, rounded up to whole packs;
 * 0 when it is above its level or already covered.
 */
export function suggestedQuantity(input: SuggestionInput) {
  if (input.onHand > input.reorderLevel) return 0
  const target = reorderTarget(input.reorderLevel, input.reorderTarget)
  const missing = target - input.onHand - input.inTransit - input.onOrder
  return roundUpToPack(missing, input.packSize)
}

/** True when a delivery date has passed on `today` (both `YYYY-MM-DD`) and goods are still awaited. */
export function isLate(expectedOn: string | null, status: PurchaseOrderStatus, today: string) {
  if (!expectedOn) return false
  return (status === 'ordered' || status === 'partial') && expectedOn < today
}
