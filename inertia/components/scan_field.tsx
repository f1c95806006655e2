import { useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { fetchSearch } from '~/lib/json_search'

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

/**
 * The scan field of a document with product lines (a receipt, a sale): a
 * keyboard-wedge scanner types the code then Enter, which looks it up and
 * never submits the form. An exact barcode or SKU is added at once; other
 * words list the matches to choose from. `message` is the parent's, so it
 * can say what adding did ("One more …").
 */
export function ScanField<Product extends Scannable>({
  inputRef,
  lookupUrl,
  onAdd,
  message,
  onMessage,
  describe,
  autoFocus,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  lookupUrl: (search: string) => string
  onAdd: (product: Product) => void
  message: string | null
  onMessage: (message: string) => void
  /** Extra facts about a match (price, stock), beside its SKU and barcode. */
  describe?: (product: Product) => ReactNode
  autoFocus?: boolean
}) {
  const [code, setCode] = useState('')
  const [matches, setMatches] = useState<Product[] | null>(null)
  const [looking, setLooking] = useState(false)

  function add(product: Product) {
    setMatches(null)
    setCode('')
    onAdd(product)
    inputRef.current?.focus()
  }

  async function lookUp() {
    const search = code.trim()
    if (!search) return
    setLooking(true)
    const answer = await fetchSearch<ScanAnswer<Product>>(lookupUrl(search))
    setLooking(false)
    if (answer.status === 'failed') return onMessage(answer.message)
    if (answer.data.exact) return add(answer.data.exact)
    if (answer.data.archived) {
      setMatches(null)
      return onMessage(
        `“${answer.data.archived}” (${search}) is archived and cannot be added. The lines are unchanged.`
      )
    }
    setMatches(answer.data.products)
    onMessage(
      answer.data.products.length === 0
        ? `No active product has the barcode or SKU "${search}", and none matches it. The lines are unchanged.`
        : `No product has the barcode or SKU "${search}": choose one of the matches below.`
    )
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      void lookUp()
    } else if (event.key === 'Escape' && matches) {
      setMatches(null)
    }
  }

  return (
    <>
      <label htmlFor="scan" className="form-label">
        Scan or search
      </label>
      <div className="input-group mb-2">
        <input
          ref={inputRef}
          id="scan"
          type="search"
          className="form-control"
          dir="ltr"
          autoComplete="off"
          // The till's first key goes to the scanner.
          autoFocus={autoFocus}
          placeholder="Barcode, SKU or name"
          maxLength={100}
          value={code}
          aria-describedby="scan-message"
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKey}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={looking}
          onClick={() => void lookUp()}
        >
          <i className="bi bi-search" aria-hidden="true" /> Find
        </button>
      </div>
      <div id="scan-message" role="status" className="small text-body-secondary mb-3">
        {message}
      </div>
      {matches && matches.length > 0 && (
        <ul className="list-group mb-3" aria-label="Products found">
          {matches.map((product) => (
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
                className="btn btn-sm btn-outline-primary"
                aria-label={`Add ${product.name}`}
                onClick={() => add(product)}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
