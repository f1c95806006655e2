import { useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import type { PageMeta } from '~/types'

export interface Column<Row> {
  key: string
  label: string
  render: (row: Row) => ReactNode
  className?: string
}

type Query = Record<string, string>

/**
 * The one list component: server-side search, filters, sort and pagination,
 * all kept in the URL (a reload or a shared link shows the same page), with
 * row count, empty and loading states, row actions and multi-select.
 */
export function DataTable<Row extends { id: number | string }>({
  path,
  rows,
  columns,
  meta,
  query,
  sorts,
  searchLabel = 'Search',
  filters,
  rowActions,
  selectable = false,
  onSelectionChange,
  emptyMessage = 'Nothing here yet.',
}: {
  path: string
  rows: Row[]
  columns: Column<Row>[]
  meta: PageMeta
  query: Query
  sorts?: { value: string; label: string }[]
  searchLabel?: string
  filters?: (apply: (changes: Query) => void) => ReactNode
  rowActions?: (row: Row) => ReactNode
  selectable?: boolean
  onSelectionChange?: (ids: Row['id'][]) => void
  emptyMessage?: string
}) {
  const [search, setSearch] = useState(query.search ?? '')
  const [loading, setLoading] = useState(false)
  const [selected, setSelected] = useState<Row['id'][]>([])

  function choose(ids: Row['id'][]) {
    setSelected(ids)
    onSelectionChange?.(ids)
  }

  function visit(changes: Query) {
    const next = Object.fromEntries(
      Object.entries({ ...query, ...changes }).filter(
        ([, value]) => value !== '' && value !== undefined
      )
    )
    router.get(path, next, {
      preserveState: true,
      preserveScroll: true,
      replace: true,
      onStart: () => setLoading(true),
      onFinish: () => setLoading(false),
    })
  }

  const first = meta.total === 0 ? 0 : (meta.currentPage - 1) * meta.perPage + 1
  const last = Math.min(meta.currentPage * meta.perPage, meta.total)
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id))

  return (
    <div className="data-table">
      <div className="data-table-toolbar d-flex flex-wrap gap-2 align-items-end mb-3">
        <form
          role="search"
          className="d-flex gap-2 flex-grow-1"
          style={{ maxWidth: 420 }}
          onSubmit={(event) => {
            event.preventDefault()
            visit({ search, page: '' })
          }}
        >
          <label htmlFor="table-search" className="visually-hidden">
            {searchLabel}
          </label>
          <input
            id="table-search"
            type="search"
            className="form-control"
            placeholder={`${searchLabel}…`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="btn btn-outline-primary">
            Search
          </button>
        </form>
        {filters?.((changes) => visit({ ...changes, page: '' }))}
        {sorts && (
          <div>
            <label htmlFor="table-sort" className="form-label small mb-1">
              Sort
            </label>
            <select
              id="table-sort"
              className="form-select"
              value={query.sort || sorts[0].value}
              onChange={(event) => visit({ sort: event.target.value, page: '' })}
            >
              {sorts.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      <div className="card position-relative" aria-busy={loading}>
        {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen; positioned,
            so the visually hidden "Actions" heading stays inside it instead of widening the page. */}
        <div
          className="table-responsive position-relative"
          tabIndex={0}
          role="region"
          aria-label="Results"
        >
          <table className="table table-hover align-middle mb-0">
            <thead>
              <tr>
                {selectable && (
                  <th scope="col" style={{ width: 40 }}>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label="Select all rows on this page"
                      checked={allSelected}
                      onChange={() => choose(allSelected ? [] : rows.map((row) => row.id))}
                    />
                  </th>
                )}
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.className}>
                    {column.label}
                  </th>
                ))}
                {rowActions && (
                  <th scope="col" className="text-end">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td
                    colSpan={columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)}
                    className="text-center text-body-secondary py-5"
                  >
                    {emptyMessage}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.id}>
                  {selectable && (
                    <td>
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={`Select row ${row.id}`}
                        checked={selected.includes(row.id)}
                        onChange={() =>
                          choose(
                            selected.includes(row.id)
                              ? selected.filter((id) => id !== row.id)
                              : [...selected, row.id]
                          )
                        }
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.render(row)}
                    </td>
                  ))}
                  {rowActions && <td className="text-end text-nowrap">{rowActions(row)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {loading && (
          <div className="block-loader" role="status" aria-label="Loading">
            <div className="spinner-border text-primary" aria-hidden="true" />
          </div>
        )}
      </div>

      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
        <p className="mb-0 small text-body-secondary" data-testid="row-count">
          {meta.total === 0 ? 'No rows' : `Showing ${first}–${last} of ${meta.total}`}
        </p>
        {meta.lastPage > 1 && (
          <nav aria-label="Pages">
            <ul className="pagination pagination-sm mb-0">
              <li className={`page-item ${meta.currentPage <= 1 ? 'disabled' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  onClick={() => visit({ page: String(meta.currentPage - 1) })}
                >
                  Previous
                </button>
              </li>
              <li className="page-item active" aria-current="page">
                <span className="page-link">
                  Page {meta.currentPage} of {meta.lastPage}
                </span>
              </li>
              <li className={`page-item ${meta.currentPage >= meta.lastPage ? 'disabled' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  onClick={() => visit({ page: String(meta.currentPage + 1) })}
                >
                  Next
                </button>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </div>
  )
}
