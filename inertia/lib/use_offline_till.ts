import { useCallback, useEffect, useState } from 'react'
import type { ScanAnswer } from '~/components/scan_field'
import {
  cartPayload,
  previewOf,
  unitPriceOf,
  type Cart,
  type CounterProduct,
} from '~/lib/counter_cart'
import type { OfflineKit, PendingReceiptData } from '~/lib/offline/till_db'
import { offlineRefusal, offlineSaleProblem, sendingOrder } from '#common/offline_till'
import { saleDisplay } from '#common/sale_display'

/** How often the kept kit and catalogue are read again while online. */
export const KEPT_REFRESH_MS = 5 * 60 * 1000

// The store and the outbox load after the counter shows: they never delay its first paint.
const outbox = () => import('~/lib/offline/outbox')
const kept = () => import('~/lib/offline/kept_catalogue')

interface Options {
  userId: number
  branchId: string
  reachable: boolean
  /** Called when a sale sent gets no answer: the connection is lost, and probed until back. */
  onLost: () => void
  /** The seller as the page knows them, until the kit kept for the branch is read. */
  seller: OfflineSeller
}

/** Who sells and how, from the kit kept for the branch or else the page's own props. */
export interface OfflineSeller {
  name: string
  branchName: string
  pricesIncludeTax: boolean
  discountCapBp: number
  mayOverridePrice: boolean
}

const readable = (value: unknown) => value === null || typeof value === 'number'

/** The pending receipt of a cart priced by the same functions the server uses. */
function pendingReceiptOf(cart: Cart, seller: OfflineSeller) {
  const { figures, settlement } = previewOf(cart, seller.pricesIncludeTax, seller.discountCapBp)
  const display = saleDisplay(figures.lines, figures, seller.pricesIncludeTax)
  return {
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
 * The till's offline side for the counter: keeps the kit and catalogue of
 * the branch fresh while online, answers scans from them while offline,
 * keeps sales completed offline in the outbox and sends it, each sale
 * once, whenever the server answers again.
 */
export function useOfflineTill({ userId, branchId, reachable, onLost, seller: fromPage }: Options) {
  const [waiting, setWaiting] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const [kit, setKit] = useState<OfflineKit | null>(null)
  const [pagesKept, setPagesKept] = useState(false)

  const recount = useCallback(async () => {
    const module = await outbox()
    const entries = sendingOrder(await module.outboxEntries(), userId)
    setWaiting(entries.length)
    const troubled = entries.find((entry) => entry.problem)
    setProblem(troubled?.problem ? `${troubled.ref}: ${troubled.problem.message}` : null)
  }, [userId])

  /** Sends this user's sales; `retryRefused` sends the ones the server refused too. */
  const send = useCallback(
    (retryRefused = false) =>
      outbox()
        .then((module) => module.sendOutbox(userId, retryRefused))
        .then((report) => {
          if (report.unreachable) onLost()
          return recount()
        }),
    [userId, recount, onLost]
  )

  useEffect(() => {
    void import('~/lib/offline/counter_pages')
      .then((pages) =>
        // What only offline selling shows is loaded now, so the worker keeps it too.
        pages.keepCounterPages(() =>
          Promise.all([import('~/components/counter/pending_receipt'), import('bwip-js/browser')])
        )
      )
      .then(setPagesKept)
    let unsubscribe = () => {}
    void outbox().then((module) => {
      unsubscribe = module.onOutboxChange(() => void recount())
      void recount()
    })
    return () => unsubscribe()
  }, [recount])

  useEffect(() => {
    if (!branchId) return
    const id = Number(branchId)
    void kept()
      .then((module) => module.keptKit(id))
      .then(setKit)
    if (!reachable) return
    const refresh = () =>
      void kept()
        .then((module) => module.refreshKept(id, userId))
        .then(() => kept().then((module) => module.keptKit(id)))
        .then(setKit)
        // A failed refresh keeps the last copy; the next one tries again.
        .catch(() => {})
    refresh()
    const timer = window.setInterval(refresh, KEPT_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [branchId, userId, reachable])

  // Back online (or opened online): the outbox goes, each sale once.
  useEffect(() => {
    if (reachable) void send().catch(() => {})
  }, [reachable, send])

  const lookUp = useCallback(
    (search: string): Promise<ScanAnswer<CounterProduct>> =>
      kept().then((module) => module.lookUpKept(search)),
    []
  )

  const seller: OfflineSeller = kit
    ? {
        ...fromPage,
        pricesIncludeTax: kit.settings.pricesIncludeTax,
        discountCapBp: kit.user.discountCapBasisPoints,
        mayOverridePrice: kit.user.mayOverridePrice,
      }
    : fromPage

  /**
   * Completes the cart offline: refused as the server would refuse it, or
   * kept in the outbox, its pending receipt returned once it is kept.
   */
  const complete = async (
    cart: Cart
  ): Promise<{ problem: string } | { receipt: PendingReceiptData }> => {
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
    })
    if (refusal) return { problem: refusal }
    const module = await outbox()
    const entry = await module.keepSale(
      cartPayload(cart, false),
      userId,
      pendingReceiptOf(cart, seller)
    )
    if (!entry) return { problem: offlineRefusal('numbering') }
    await recount()
    return { receipt: entry.receipt }
  }

  /** This till can sell offline and reopen the counter offline: its kit and its pages are kept. */
  const ready = kit !== null && pagesKept

  return { waiting, problem, kit, ready, lookUp, complete, send }
}
