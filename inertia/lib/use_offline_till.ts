import { useCallback, useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { useLatest } from '~/lib/use_latest'
import { urlFor } from '~/lib/routes'
import type { ScanAnswer } from '~/components/scan_field'
import type { Cart, CounterProduct, CustomerChoice } from '~/lib/counter_cart'
import type { OfflineKit, PendingReceiptData } from '~/lib/offline/till_db'
import type { OfflineSeller } from '~/lib/offline/counter_sale'

/** How often the kept kit and catalogue are read again while online. */
export const KEPT_REFRESH_MS = 5 * 60 * 1000

/**
 * How long after the counter shows, online, its offline side wakes: the
 * outbox is read and sent, the kit and catalogue refreshed, and the offline
 * pages (the pending receipt, the barcode library: some 270 kB) loaded for
 * the service worker to keep. The first seconds' network and main thread
 * belong to the cashier; a counter opened offline, or losing the
 * connection, wakes it at once.
 */
export const KEEP_PAGES_AFTER_MS = 5000

// The store and the outbox load after the counter shows: they never delay its first paint.
const outbox = () => import('~/lib/offline/outbox')
const kept = () => import('~/lib/offline/kept_catalogue')
const counterSale = () => import('~/lib/offline/counter_sale')

type CustomerSearch = (search: string) => CustomerChoice[]
const noCustomers: CustomerSearch = () => []

interface Options {
  userId: number
  branchId: string
  reachable: boolean
  /** Called when a sale sent gets no answer: the connection is lost, and probed until back. */
  onLost: () => void
  /** The seller as the page knows them, until the kit kept for the branch is read. */
  seller: OfflineSeller
}

/**
 * The till's offline side for the counter: keeps the kit and catalogue of
 * the branch fresh while online, answers scans and the customer picker
 * from them while offline, keeps sales completed offline in the outbox
 * and sends it, each sale once, whenever the server answers again.
 */
export function useOfflineTill({ userId, branchId, reachable, onLost, seller: fromPage }: Options) {
  const [waiting, setWaiting] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const [kit, setKit] = useState<OfflineKit | null>(null)
  const [pagesKept, setPagesKept] = useState(false)
  const [signOutRefusal, setSignOutRefusal] = useState<string | null>(null)
  const [awake, setAwake] = useState(false)

  useEffect(() => {
    const online = reachable && navigator.onLine
    const timer = window.setTimeout(() => setAwake(true), online ? KEEP_PAGES_AFTER_MS : 0)
    return () => window.clearTimeout(timer)
  }, [reachable])

  const recount = useCallback(async () => {
    const module = await counterSale()
    const summary = await module.outboxSummary(userId)
    setWaiting(summary.waiting)
    setProblem(summary.problem)
    setSignOutRefusal(summary.signOutRefusal)
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
    if (!awake) return
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
  }, [awake, recount])

  useEffect(() => {
    if (!awake || !branchId) return
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
  }, [awake, branchId, userId, reachable])

  // Sign-out waits for the outbox (the server cannot know of unsent sales); else it forgets what was kept.
  const refusalNow = useLatest(signOutRefusal)
  useEffect(
    () =>
      router.on('before', (event) => {
        if (event.detail.visit.url.pathname !== urlFor('logout')) return
        const refusal = refusalNow.current
        if (!refusal) return void kept().then((module) => module.forgetKept())
        event.preventDefault()
        router.replaceProp('flash', { error: refusal })
      }),
    [refusalNow]
  )

  // Back online (or opened online): the outbox goes, each sale once.
  useEffect(() => {
    if (awake && reachable) void send().catch(() => {})
  }, [awake, reachable, send])

  const lookUp = useCallback(
    (search: string): Promise<ScanAnswer<CounterProduct>> =>
      kept().then((module) => module.lookUpKept(search)),
    []
  )

  // The picker's search of the kit's customers: its matching loads with the kept catalogue's code.
  const [matcher, setMatcher] = useState<{ kit: OfflineKit; search: CustomerSearch } | null>(null)
  useEffect(() => {
    if (!kit) return
    void kept().then((module) => setMatcher({ kit, search: module.keptCustomerSearch(kit) }))
  }, [kit])
  const searchCustomers = matcher?.kit === kit ? matcher.search : noCustomers

  const seller: OfflineSeller = kit
    ? {
        ...fromPage,
        receiptTexts: kit.settings,
        pricesIncludeTax: kit.settings.pricesIncludeTax,
        discountCapBp: kit.user.discountCapBasisPoints,
        mayOverridePrice: kit.user.mayOverridePrice,
        saleNeedsTillSession: kit.settings.saleNeedsTillSession,
        cardSalesWithoutSession: kit.settings.cardSalesWithoutSession,
      }
    : fromPage

  /** Completes the cart offline, or answers why not (`completeOffline`). */
  const complete = async (
    cart: Cart,
    park: boolean
  ): Promise<{ problem: string } | { receipt: PendingReceiptData }> => {
    const module = await counterSale()
    const outcome = await module.completeOffline(cart, park, seller, userId)
    await recount()
    return outcome
  }

  /** This till can sell offline and reopen the counter offline: its kit and its pages are kept. */
  const ready = kit !== null && pagesKept

  return { waiting, problem, kit, ready, lookUp, searchCustomers, complete, send }
}
