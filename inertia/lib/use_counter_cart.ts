import { useEffect, useState } from 'react'
import { useLatest } from '~/lib/use_latest'
import { useBrowserState } from '~/lib/browser_state'
import {
  cartStorageKey,
  emptyCart,
  storeCart,
  storedCart,
  type Cart,
  type CartLine,
  type CounterProduct,
} from '~/lib/counter_cart'
import type { Data } from '~generated/data'

function draftAsCart(draft: Data.DraftCart): Cart {
  return {
    key: draft.key,
    branchId: String(draft.branchId),
    customer: draft.customer,
    lines: draft.lines,
    orderDiscount: draft.orderDiscount,
    payments: [],
    note: draft.note ?? '',
  }
}

interface Options {
  userId: number
  draft: Data.DraftCart | null
  branches: Data.Counter['branches']
  limits: Data.Counter['limits']
}

/**
 * The counter's cart: kept in this browser per user (and per resumed parked
 * sale) until the sale completes, so a reload or a lost connection loses
 * nothing. Scans read and advance the cart as the last scan left it, so
 * scans answered before the next render all land.
 */
export function useCounterCart({ userId, draft, branches, limits }: Options) {
  const storageKey = cartStorageKey(userId, draft?.id ?? null)
  const branchKey = `${storageKey}:branch`
  // The server has no cart in storage: a server-rendered counter starts
  // from the parked sale or an empty cart, and restores this browser's before
  // its first paint after hydration.
  const [cart, setCart] = useBrowserState<Cart>(
    () => {
      const kept = storedCart(storageKey)
      if (draft) return kept?.key === draft.key ? kept : draftAsCart(draft)
      if (kept) return kept
      const remembered = window.localStorage.getItem(branchKey)
      const known = branches.find((branch) => String(branch.id) === remembered)
      return emptyCart(
        known ? String(known.id) : branches.length === 1 ? String(branches[0].id) : ''
      )
    },
    () =>
      draft ? draftAsCart(draft) : emptyCart(branches.length === 1 ? String(branches[0].id) : '')
  )
  const [scanMessage, setScanMessage] = useState<string | null>(null)
  const [changedLine, setChangedLine] = useState<number | null>(null)
  const cartRef = useLatest(cart)

  useEffect(() => storeCart(storageKey, cart), [storageKey, cart])

  function update(patch: Partial<Cart>) {
    setCart((current) => ({ ...current, ...patch }))
  }

  function chooseBranch(branchId: string) {
    window.localStorage.setItem(branchKey, branchId)
    update({ branchId })
  }

  /** A scan's product: a new line, or more of its line. */
  function add(product: CounterProduct, quantity: number) {
    const current = cartRef.current
    const at = current.lines.findIndex((line) => line.product.id === product.id)
    if (at < 0 && current.lines.length >= limits.lines) {
      setScanMessage(`A sale has at most ${limits.lines} lines: ring up the rest as another sale.`)
      return
    }
    const had = at >= 0 ? current.lines[at].quantity : 0
    const next = typeof had === 'number' ? Math.min(had + quantity, limits.quantity) : had
    const lines =
      at >= 0
        ? current.lines.map((line, index) =>
            index === at ? { ...line, product, quantity: next } : line
          )
        : [...current.lines, { product, quantity: next, unitPrice: null, discount: null }]
    cartRef.current = { ...current, lines }
    setCart(cartRef.current)
    setChangedLine(product.id)
    setScanMessage(
      at >= 0
        ? `${quantity === 1 ? 'One more' : `${quantity} more`} ${product.name}: ${next}.`
        : `Added ${quantity === 1 ? '' : `${quantity} × `}${product.name}.`
    )
  }

  function setLine(index: number, patch: Partial<CartLine>) {
    setChangedLine(cart.lines[index]?.product.id ?? null)
    update({ lines: cart.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) })
  }

  function removeLine(index: number) {
    update({ lines: cart.lines.filter((_, at) => at !== index) })
  }

  /** Empties the cart for the next sale (a new key), on the same branch. */
  function clear() {
    storeCart(storageKey, null)
    setCart(emptyCart(cart.branchId))
    setScanMessage(null)
  }

  /** The sale went through: the kept copy goes; a park or a resumed draft leaves an empty cart. */
  function sent(emptyAfter: boolean) {
    storeCart(storageKey, null)
    if (emptyAfter) setCart(emptyCart(cart.branchId))
  }

  return {
    cart,
    update,
    chooseBranch,
    add,
    setLine,
    removeLine,
    clear,
    sent,
    scanMessage,
    setScanMessage,
    changedLine,
  }
}
