import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react'
import { fetchSearch } from '~/lib/json_search'
import { takeEarlyScans } from '~/lib/early_scans'
import { playUnknownScanSound } from '~/lib/scan_sound'
import { useShop } from '~/lib/shop'
import { useLatest } from '~/lib/use_latest'
import { normalised } from '#common/numerals'

/** What a product lookup answers: the exact barcode or SKU, or products matching the words. */
export interface ScanAnswer<Product> {
  exact: Product | null
  products: Product[]
  /** The name of a product the code belongs to that may not be used here (archived). */
  archived?: string | null
}

interface Scannable {
  id: number
  name: string
  sku: string
  barcode: string | null
}

/** A code waiting for its answer, with the quantity typed before it (`6*`). */
interface Queued {
  code: string
  quantity: number
}

/** `6*`: a quantity typed before a scan, in the shop's digits or Latin ones. */
function typedQuantity(text: string, max: number) {
  const match = /^(\d{1,9})\*$/.exec(normalised(text).trim())
  if (!match) return null
  const quantity = Number.parseInt(match[1], 10)
  return quantity >= 1 && quantity <= max ? quantity : null
}

/**
 * The codes kept before the field came alive, each with the `6*` typed
 * ahead of it, as the field would have taken them as they were typed: a
 * quantity sent alone carries to the next code.
 */
function keptScans(texts: string[], max: number | undefined) {
  const scans: Queued[] = []
  let times = 1
  for (const text of texts) {
    const star = text.indexOf('*')
    const quantity = max && star > 0 ? typedQuantity(text.slice(0, star + 1), max) : null
    const code = quantity === null ? text : text.slice(star + 1).trim()
    if (quantity !== null) times = quantity
    if (!code) continue
    scans.push({ code, quantity: times })
    times = 1
  }
  return scans
}

/**
 * The one scan field of every screen that adds products by scanner (a sale,
 * a receipt, a stock move, labels, a count). A keyboard-wedge scanner types
 * the code then Enter: the field empties at once, whatever the answer, and
 * the code joins a queue answered in order, so a burst of scans is never
 * merged, half-typed or lost. An exact barcode or SKU adds the product;
 * other words list the matches to choose from; a code nothing matches is
 * announced by an alert naming it and, if the shop allows, a sound.
 * `message` is the parent's, so it can say what adding did ("One more …").
 */
export function ScanField<Product extends Scannable>({
  inputRef,
  lookupUrl,
  onAdd,
  message,
  onMessage,
  describe,
  autoFocus,
  multiplier,
  isAdded,
  takeQuantity,
  kept,
  full = false,
  id = 'scan',
  label = 'Scan or search',
}: {
  inputRef: RefObject<HTMLInputElement | null>
  lookupUrl: (search: string) => string
  onAdd: (product: Product, quantity: number) => void
  message: string | null
  onMessage: (message: string) => void
  /** Extra facts about a match (price, stock), beside its SKU and barcode. */
  describe?: (product: Product) => ReactNode
  autoFocus?: boolean
  /** The largest quantity `6*` may type before a scan; without it a scan adds one. */
  multiplier?: number
  /** A product already on the document, whose Add button then reads "Added". */
  isAdded?: (product: Product) => boolean
  /**
   * Given, a button beside the field (a quick key) takes the quantity typed
   * before it (`6*`) as a scan would: the call answers it and clears it.
   */
  takeQuantity?: Ref<() => number>
  /**
   * Given, what this device keeps answers a scan while the server cannot
   * be reached (`offline`), or when a lookup gets no answer (`onLost`).
   */
  kept?: {
    offline: boolean
    lookUp: (search: string) => Promise<ScanAnswer<Product>>
    onLost: () => void
  }
  /** The document holds all it may: the matches cannot be added. */
  full?: boolean
  id?: string
  label?: string
}) {
  const { scanSound } = useShop()
  const [code, setCode] = useState('')
  const [times, setTimes] = useState(1)
  const [matches, setMatches] = useState<{ search: string; products: Product[] } | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [waiting, setWaiting] = useState(0)
  const queue = useRef<Queued[]>([])
  const running = useRef(false)
  // The answers of a burst arrive after later renders: they call the latest handlers.
  const latest = useLatest({ lookupUrl, onAdd, onMessage, scanSound, kept })

  useImperativeHandle(
    takeQuantity,
    () => () => {
      setTimes(1)
      return times
    },
    [times]
  )

  function add(product: Product, quantity: number) {
    setMatches(null)
    latest.current.onAdd(product, quantity)
    inputRef.current?.focus()
  }

  function warn(text: string) {
    setAlert(text)
    if (latest.current.scanSound) playUnknownScanSound()
  }

  async function ask(search: string): Promise<ScanAnswer<Product> | null> {
    const keptHere = latest.current.kept
    if (keptHere?.offline) return keptHere.lookUp(search)
    const found = await fetchSearch<ScanAnswer<Product>>(latest.current.lookupUrl(search))
    if (found.status === 'done') return found.data
    if (found.offline && keptHere) {
      keptHere.onLost()
      return keptHere.lookUp(search)
    }
    warn(
      found.offline
        ? `No connection: “${search}” was not looked up. Scan it again when it is back.`
        : found.message
    )
    return null
  }

  async function answer({ code: search, quantity }: Queued) {
    const data = await ask(search)
    if (!data) return
    if (data.exact) return add(data.exact, quantity)
    if (data.archived) {
      setMatches(null)
      return warn(`“${data.archived}” (${search}) is archived and cannot be added.`)
    }
    if (data.products.length === 0) {
      setMatches(null)
      return warn(`Unknown code “${search}”: no product has this barcode or SKU. Nothing added.`)
    }
    setMatches({ search, products: data.products })
    latest.current.onMessage(`No product has the barcode or SKU “${search}”: choose a match below.`)
  }

  async function drain() {
    if (running.current) return
    running.current = true
    while (queue.current.length > 0) {
      const next = queue.current.shift()!
      await answer(next)
      setWaiting(queue.current.length)
    }
    running.current = false
  }

  function lookUp() {
    const search = code.trim()
    setCode('')
    if (!search) return
    queue.current.push({ code: search, quantity: times })
    setTimes(1)
    setWaiting(queue.current.length)
    void drain()
  }

  // Before the first key can reach this field's handlers: what was scanned into the
  // server's drawing of it joins the queue first, and a code half typed goes on.
  useLayoutEffect(() => {
    const early = takeEarlyScans(id)
    if (early.typed) onChange(early.typed)
    const scans = keptScans(early.codes, multiplier)
    if (scans.length === 0) return
    queue.current.push(...scans)
    setWaiting(queue.current.length)
    void drain()
    // Once, as the field comes alive: the queue and handlers it reaches are refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function onChange(value: string) {
    const quantity = multiplier ? typedQuantity(value, multiplier) : null
    if (quantity === null) return setCode(value)
    setTimes(quantity)
    setCode('')
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      lookUp()
    } else if (event.key === 'Escape') {
      setMatches(null)
      setTimes(1)
    }
  }

  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group mb-2">
        {times > 1 && (
          <span className="input-group-text fw-bold" data-testid="scan-times">
            {times} ×
          </span>
        )}
        <input
          ref={inputRef}
          id={id}
          type="search"
          className="form-control"
          dir="ltr"
          autoComplete="off"
          // Read by the layout's first script until this field is alive (lib/early_scans.ts).
          data-scan-field
          // The till's first key goes to the scanner.
          autoFocus={autoFocus}
          placeholder={multiplier ? 'Barcode, SKU or name (6* for six)' : 'Barcode, SKU or name'}
          maxLength={100}
          value={code}
          aria-describedby={`${id}-message`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="btn btn-outline-secondary" onClick={lookUp}>
          <i className="bi bi-search" aria-hidden="true" /> Find
        </button>
      </div>
      {alert && (
        <div
          role="alert"
          className="alert alert-danger d-flex align-items-center gap-2 py-2 mb-2"
          data-testid="scan-alert"
        >
          <i className="bi bi-exclamation-octagon-fill fs-5" aria-hidden="true" />
          <span className="flex-grow-1 text-break fw-semibold">{alert}</span>
          <button
            type="button"
            className="btn-close"
            aria-label="Dismiss"
            onClick={() => {
              setAlert(null)
              inputRef.current?.focus()
            }}
          />
        </div>
      )}
      <div id={`${id}-message`} role="status" className="small text-body-secondary mb-2">
        {waiting > 0 ? `Looking up ${waiting} scan${waiting === 1 ? '' : 's'}…` : message}
      </div>
      {matches && (
        <ul className="list-group mb-3" aria-label="Products found">
          {matches.products.map((product) => {
            const added = isAdded?.(product) ?? false
            return (
              <li key={product.id} className="list-group-item d-flex align-items-center gap-2">
                <div className="flex-grow-1 text-break">
                  <div dir="auto">{product.name}</div>
                  <small className="text-body-secondary">
                    <span dir="ltr">
                      {product.sku}
                      {product.barcode ? ` · ${product.barcode}` : ''}
                    </span>
                    {describe && <> · {describe(product)}</>}
                  </small>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary text-nowrap"
                  aria-label={`Add ${product.name}`}
                  disabled={added || full}
                  onClick={() => add(product, 1)}
                >
                  {added ? 'Added' : 'Add'}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
