import { useState } from 'react'

/**
 * The header's search box. It covers the header while open; Escape or the
 * close button shut it. Results for products, customers and orders arrive
 * with the catalogue.
 */
export function HeaderSearch({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('')
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
        className="form-control border-0 shadow-none"
        placeholder="Search products, customers and orders…"
        autoFocus
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button
        type="button"
        className="btn btn-link text-body"
        aria-label="Close search"
        onClick={onClose}
      >
        <i className="bi bi-x-lg" aria-hidden="true" />
      </button>
    </form>
  )
}
