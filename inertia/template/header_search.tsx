import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import { StatusBadge } from '~/components/status_badge'
import { useJsonSearch } from '~/lib/json_search'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

/** Fewer characters match too much to help; the server agrees (SEARCH_MIN_LENGTH). */
const MIN_LENGTH = 2

/** A result as the search sends it (the search result transformers). */
type SearchItem = Data.ProductSearchResult | Data.CustomerSearchResult | Data.OrderSearchResult

interface SearchGroup {
  label: string
  items: SearchItem[]
}

/** What this user's role lets the header search look through. */
function searchableAreas(permissions: string[]) {
  return [
    permissions.includes('products.view') && 'products',
    permissions.includes('customers.view') && 'customers',
    permissions.includes('orders.view') && 'orders',
  ].filter(Boolean) as string[]
}

/** "products", "products and orders", "products, customers and orders". */
function listed(areas: string[], last: 'and' | 'or') {
  if (areas.length < 2) return areas.join('')
  return `${areas.slice(0, -1).join(', ')} ${last} ${areas[areas.length - 1]}`
}

/**
 * The header's search box: products, customers and orders the user may
 * see, found as they type and grouped, chosen with the arrows and Enter
 * (the first result until the arrows pick another). It covers the
 * header while open; Escape or the close button shut it, and focus goes
 * back where it was.
 */
export function HeaderSearch({ onClose }: { onClose: () => void }) {
  const { auth } = usePage<SharedProps>().props
  const areas = searchableAreas(auth.user?.permissions ?? [])
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(-1)
  // Where focus was when the search opened, to go back there when it closes.
  const [returnFocus] = useState(() => document.activeElement)
  useEffect(() => {
    return () => {
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus()
    }
  }, [returnFocus])

  const words = query.trim()
  const search = useJsonSearch<{ groups: SearchGroup[] }>(
    areas.length > 0 && words.length >= MIN_LENGTH
      ? urlFor('search', undefined, { qs: { q: words } })
      : null
  )
  const groups = search.status === 'done' ? search.data.groups : []
  const items = groups.flatMap((group) => group.items)
  // The first result is the one Enter opens until the arrows pick another.
  const chosen = active >= 0 && active < items.length ? active : items.length > 0 ? 0 : -1
  const activeId = chosen >= 0 ? `header-search-item-${chosen}` : undefined

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  function open(item: SearchItem) {
    onClose()
    router.visit(item.url)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((chosen + step + items.length) % items.length)
    } else if (event.key === 'Enter' && activeId) {
      event.preventDefault()
      open(items[chosen])
    }
  }

  const placeholder =
    areas.length === 0 ? 'Nothing to search for your role' : `Search ${listed(areas, 'and')}…`
  // Where each group's items start in the keyboard order.
  const offsets = groups.map((_, index) =>
    groups.slice(0, index).reduce((count, group) => count + group.items.length, 0)
  )

  let message: ReactNode = null
  if (areas.length > 0 && words.length > 0 && words.length < MIN_LENGTH) {
    message = (
      <p className="px-3 py-2 mb-0 small text-body-secondary">
        Type at least {MIN_LENGTH} characters.
      </p>
    )
  } else if (search.status === 'loading') {
    message = (
      <p role="status" className="px-3 py-2 mb-0 small text-body-secondary">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Searching…
      </p>
    )
  } else if (search.status === 'failed') {
    message = (
      <p role="alert" className="px-3 py-2 mb-0 small text-danger-emphasis">
        {search.message}
      </p>
    )
  } else if (search.status === 'done' && groups.length === 0) {
    message = (
      <p role="status" className="px-3 py-2 mb-0 small text-body-secondary">
        No {listed(areas, 'or')} match “{words}”.
      </p>
    )
  }

  return (
    <form
      role="search"
      className="header-search bg-body d-flex align-items-center gap-2 px-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <i className="bi bi-search text-body-secondary" aria-hidden="true" />
      <label htmlFor="header-search-input" className="visually-hidden">
        Search
      </label>
      <input
        id="header-search-input"
        type="search"
        role="combobox"
        className="form-control border-0 shadow-none"
        placeholder={placeholder}
        autoFocus
        autoComplete="off"
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={groups.length > 0}
        aria-controls="header-search-results"
        aria-activedescendant={activeId}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="btn btn-link text-body"
        aria-label="Close search"
        onClick={onClose}
      >
        <i className="bi bi-x-lg" aria-hidden="true" />
      </button>

      <div
        className={`header-search-results bg-body border rounded shadow ${groups.length > 0 || message ? '' : 'd-none'}`}
      >
        <div
          id="header-search-results"
          role="listbox"
          aria-label="Search results"
          className={groups.length > 0 ? '' : 'd-none'}
        >
          {groups.map((group, groupIndex) => (
            <div
              key={group.label}
              role="group"
              aria-labelledby={`header-search-group-${groupIndex}`}
            >
              <div
                id={`header-search-group-${groupIndex}`}
                role="presentation"
                className="header-search-group px-3 pt-2 pb-1"
              >
                {group.label}
              </div>
              {group.items.map((item, itemIndex) => {
                const index = offsets[groupIndex] + itemIndex
                return (
                  <div
                    key={`${group.label}-${item.id}`}
                    id={`header-search-item-${index}`}
                    role="option"
                    aria-selected={index === chosen}
                    className={`header-search-item d-flex flex-column px-3 py-2 ${index === chosen ? 'active' : ''}`}
                    // Chosen on mousedown, before the input loses focus.
                    onMouseDown={(event) => {
                      event.preventDefault()
                      open(item)
                    }}
                  >
                    <span className="fw-semibold">
                      {item.title}
                      {item.inactive && (
                        <StatusBadge status="inactive" className="ms-2 fw-normal" />
                      )}
                    </span>
                    {item.subtitle && (
                      <small className="header-search-subtitle">{item.subtitle}</small>
                    )}
                  </div>
                )
              })}
            </div>
          ))}
        </div>
        {message}
      </div>
    </form>
  )
}
