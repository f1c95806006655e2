import { useState, type FormEvent } from 'react'
import { fetchSearch, type SearchState } from '~/lib/json_search'
import type { LabelProduct } from '~/lib/labels/types'
import { urlFor } from '~/lib/routes'

/** Finds active products by name, SKU or barcode, to add to the print job. */
export function ProductFinder({
  picked,
  full,
  onAdd,
}: {
  picked: number[]
  full: boolean
  onAdd: (product: LabelProduct) => void
}) {
  const [search, setSearch] = useState('')
  // The last answer stays on screen while the next search runs.
  const [answer, setAnswer] = useState<SearchState<{ products: LabelProduct[] }>>({
    status: 'idle',
  })
  const [searching, setSearching] = useState(false)

  async function find(event: FormEvent) {
    event.preventDefault()
    if (!search.trim()) return
    setSearching(true)
    const url = urlFor('products.print_barcodes.search', undefined, {
      qs: { search: search.trim() },
    })
    setAnswer(await fetchSearch(url))
    setSearching(false)
  }

  const matches = answer.status === 'done' ? answer.data.products : null
  return (
    <>
      <form className="input-group mb-3" role="search" onSubmit={find}>
        <input
          type="search"
          id="label-search"
          className="form-control"
          placeholder="Name, SKU or barcode"
          aria-label="Find products by name, SKU or barcode"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-secondary" disabled={searching}>
          <i className="bi bi-search" aria-hidden="true" /> Find
        </button>
      </form>
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
