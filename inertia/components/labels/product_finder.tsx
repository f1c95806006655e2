import { useState, type FormEvent, type ReactNode } from 'react'
import { fetchSearch, type SearchState } from '~/lib/json_search'
import type { LabelProduct } from '~/lib/labels/types'
import { urlFor } from '~/lib/routes'

/** The search box's frame: its own form, or a plain group inside another form. */
function SearchGroup({
  nested,
  onFind,
  children,
}: {
  nested: boolean
  onFind: (event: FormEvent) => void
  children: ReactNode
}) {
  return nested ? (
    <div className="input-group mb-3" role="search">
      {children}
    </div>
  ) : (
    <form className="input-group mb-3" role="search" onSubmit={onFind}>
      {children}
    </form>
  )
}

const labelSearchUrl = (search: string) =>
  urlFor('products.print_barcodes.search', undefined, { qs: { search } })

/**
 * Finds active products by name, SKU or barcode, to add to the print job
 * (or, given its own `searchUrl` and `inputId`, to another document: a stock move).
 */
export function ProductFinder({
  picked,
  full,
  onAdd,
  searchUrl = labelSearchUrl,
  inputId = 'label-search',
  nested = false,
}: {
  picked: number[]
  full: boolean
  onAdd: (product: LabelProduct) => void
  searchUrl?: (search: string) => string
  inputId?: string
  /** Inside another form (forms cannot nest): a search group that Enter or Find runs. */
  nested?: boolean
}) {
  const [search, setSearch] = useState('')
  // The last answer stays on screen while the next search runs.
  const [answer, setAnswer] = useState<SearchState<{ products: LabelProduct[] }>>({
    status: 'idle',
  })
  const [searching, setSearching] = useState(false)

  async function find(event: Pick<FormEvent, 'preventDefault'>) {
    event.preventDefault()
    if (!search.trim()) return
    setSearching(true)
    setAnswer(await fetchSearch(searchUrl(search.trim())))
    setSearching(false)
  }

  const matches = answer.status === 'done' ? answer.data.products : null
  return (
    <>
      <SearchGroup nested={nested} onFind={find}>
        <input
          type="search"
          id={inputId}
          className="form-control"
          placeholder="Name, SKU or barcode"
          aria-label="Find products by name, SKU or barcode"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (nested && event.key === 'Enter') find(event)
          }}
        />
        <button
          type={nested ? 'button' : 'submit'}
          className="btn btn-outline-secondary"
          disabled={searching}
          onClick={nested ? find : undefined}
        >
          <i className="bi bi-search" aria-hidden="true" /> Find
        </button>
      </SearchGroup>
      {answer.status === 'failed' && (
        <div role="alert" className="alert alert-danger py-2 mb-3">
          {answer.message}
        </div>
      )}
      {matches && (
        <ul className="list-group mb-3" aria-label="Products found">
          {matches.length === 0 && (
            <li className="list-group-item text-body-secondary">No active product matches.</li>
          )}
          {matches.map((product) => {
            const added = picked.includes(product.id)
            return (
              <li key={product.id} className="list-group-item d-flex align-items-center gap-2">
                <div className="flex-grow-1 text-break">
                  <div dir="auto">{product.name}</div>
                  <small className="text-body-secondary">
                    {product.sku}
                    {product.barcode ? ` · ${product.barcode}` : ''}
                  </small>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary text-nowrap"
                  disabled={added || full}
                  aria-label={`Add ${product.name}`}
                  onClick={() => onAdd(product)}
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
