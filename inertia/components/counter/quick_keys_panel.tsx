import { useEffect, useState } from 'react'
import { fetchSearch } from '~/lib/json_search'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { CounterProduct } from '~/lib/counter_cart'
import type { Data } from '~generated/data'

/**
 * The counter's quick keys: the pages a manager arranged for the till's
 * branch, as tabs, each a grid of buttons for products sold without a
 * barcode. A key adds its product as a scan does. Nothing shows while the
 * branch has no page.
 */
export function QuickKeysPanel({
  branchId,
  onKey,
}: {
  branchId: string
  onKey: (product: CounterProduct) => void
}) {
  const shop = useShop()
  const [loaded, setLoaded] = useState<{ branchId: string; pages: Data.CounterQuickKeyPage[] }>({
    branchId: '',
    pages: [],
  })
  const [current, setCurrent] = useState(0)

  useEffect(() => {
    if (!branchId) return
    const controller = new AbortController()
    void fetchSearch<{ pages: Data.CounterQuickKeyPage[] }>(
      urlFor('orders.quick_keys', undefined, { qs: { branch: branchId } }),
      controller.signal
    ).then((found) => {
      if (found.status !== 'done') return
      setLoaded({ branchId, pages: found.data.pages })
      setCurrent(0)
    })
    return () => controller.abort()
  }, [branchId])

  const pages = loaded.branchId === branchId ? loaded.pages : []
  const page = pages[current] ?? pages[0]
  if (!page) return null

  return (
    <section className="quick-keys mb-2" aria-labelledby="quick-keys-heading">
      <h3 id="quick-keys-heading" className="h6 small fw-semibold mb-1">
        Quick keys
      </h3>
      {pages.length > 1 && (
        <div className="nav nav-pills small gap-1 mb-1" aria-label="Quick-key pages" role="group">
          {pages.map((row, at) => (
            <button
              key={row.id}
              type="button"
              className={`nav-link py-1 px-2 ${row.id === page.id ? 'active' : ''}`}
              aria-pressed={row.id === page.id}
              onClick={() => setCurrent(at)}
            >
              {row.name}
            </button>
          ))}
        </div>
      )}
      <div
        className="row row-cols-3 row-cols-sm-4 row-cols-xl-6 g-1"
        role="group"
        aria-label={`Quick keys: ${page.name}`}
      >
        {page.keys.map((key) => (
          <div className="col" key={key.id}>
            <button
              type="button"
              className={`btn btn-outline-primary btn-sm w-100 h-100 lh-sm px-1 text-break${key.colour ? ` quick-key-${key.colour}` : ''}`}
              onClick={() => onKey(key.product)}
            >
              <span className="d-block" dir="auto">
                {key.label ?? key.product.name}
              </span>
              <small className="d-block" dir="ltr">
                {shop.money(key.product.price)}
              </small>
            </button>
          </div>
        ))}
      </div>
    </section>
  )
}
