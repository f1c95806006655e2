import { useState, type CSSProperties, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { ListFooter, pageAnchor } from '~/components/list_footer'
import type { PageMeta } from '~/types'
import { ScrollRegion } from '~/components/scroll_region'

/** The two orders a column's header toggles between, as the server's `?sort=` names them. */
export interface ColumnSort {
  asc: string
  desc: string
  /** The order a first click applies: `desc` for dates and counts, where the most comes first. */
  first?: 'asc' | 'desc'
}

export interface Column<Row> {
  key: string
  label: string
  render: (row: Row) => ReactNode
  /** Alignment and wrapping of the column's cells (`text-end`, `text-nowrap`). */
  className?: string
  sort?: ColumnSort
  /** Left out of the table below this width; a phone's card still shows it. */
  hideBelow?: 'md' | 'lg'
  /** The least width of the column in the table, so a name does not break word by word. */
  minWidth?: string
}

type Query = Record<string, string>

/** Query parameters that are not filters: the order and the page. */
const NOT_FILTERS = new Set(['sort', 'page'])

/**
 * The one list component: server-side search, filters, sort and pagination,
 * all kept in the URL (a reload or a shared link shows the same page), with
 * sortable column headers, numbered pages, row count, empty and loading
 * states, row actions and multi-select. Under 576 px each row is a stacked
 * card (label: value) and the filters fold behind a button.
 */
export function DataTable<Row extends { id: number | string }>({
  path,
  rows,
  columns,
  meta,
  query,
  defaultSort,
  searchLabel = 'Search',
  filters,
  rowActions,
  selectable = false,
  onSelectionChange,
  emptyMessage = 'Nothing here yet.',
  searchable = true,
  aboveTable,
  totals,
}: {
  path: string
  rows: Row[]
  columns: Column<Row>[]
  meta: PageMeta
  query: Query
  /** The order the server applies without `?sort=`, so its header shows as sorted. */
  defaultSort?: string
  searchLabel?: string
  filters?: (apply: (changes: Query) => void) => ReactNode
  rowActions?: (row: Row) => ReactNode
  selectable?: boolean
  onSelectionChange?: (ids: Row['id'][]) => void
  emptyMessage?: string
  /** False for a table without a search of its own (a report). */
  searchable?: boolean
  /** What sits between the filters and the table (a report's figures and chart). */
  aboveTable?: ReactNode
  /** A last row of totals, by column key; the first column says "Total" unless given. */
  totals?: Partial<Record<string, ReactNode>>
}) {
  const [search, setSearch] = useState(query.search ?? '')
  const [loading, setLoading] = useState(false)
  const [selected, setSelected] = useState<Row['id'][]>([])
  const [filtersOpen, setFiltersOpen] = useState(false)

  function choose(ids: Row['id'][]) {
    setSelected(ids)
    onSelectionChange?.(ids)
  }

  function visit(changes: Query) {
    router.get(path, withoutEmpty({ ...query, ...changes }), {
      preserveState: true,
      preserveScroll: true,
      replace: true,
      onStart: () => setLoading(true),
      onFinish: () => setLoading(false),
    })
  }

  const currentSort = query.sort || defaultSort
  const sortable = columns.filter((column) => column.sort)
  const sortOptions = sortable.flatMap(({ label, sort }) => [
    { value: sort!.asc, label: `${label}, ascending` },
    { value: sort!.desc, label: `${label}, descending` },
  ])

  // Search and every filter reset to their defaults; the order stays.
  const cleared = Object.fromEntries(
    Object.keys(query)
      .filter((name) => !NOT_FILTERS.has(name))
      .map((name) => [name, ''])
  )
  const filtered = Object.keys(cleared).some((name) => query[name])
  const activeFilters = Object.keys(cleared).filter(
    (name) => name !== 'search' && query[name]
  ).length
  const clearHref = `${path}?${new URLSearchParams(withoutEmpty({ ...query, ...cleared, page: '' }))}`

  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id))
  const hasPanel = Boolean(filters) || sortable.length > 0

  return (
    <div className="data-table">
      <div className="data-table-toolbar d-flex flex-wrap gap-2 align-items-end mb-3">
        {searchable && (
          <form
            role="search"
            className="data-table-search d-flex gap-2 flex-grow-1"
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
        )}
        {hasPanel && (
          <button
            type="button"
            className="btn btn-outline-primary d-sm-none"
            aria-expanded={filtersOpen}
            aria-controls="table-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <i className="bi bi-funnel me-1" aria-hidden="true" />
            {filters ? 'Filters' : 'Sort'}
            {activeFilters > 0 && (
              <span className="badge text-bg-primary ms-1">
                {activeFilters}
                <span className="visually-hidden"> set</span>
              </span>
            )}
          </button>
        )}
        {hasPanel && (
          <div
            id="table-filters"
            className={`data-table-filters gap-2 align-items-end flex-wrap ${
              filtersOpen ? 'd-flex' : 'd-none d-sm-flex'
            }`}
          >
            {filters?.((changes) => visit({ ...changes, page: '' }))}
            {/* Phones show cards, without headers to click: the same orders as a select. */}
            {sortable.length > 0 && (
              <div className="d-sm-none">
                <label htmlFor="table-sort" className="form-label">
                  Sort
                </label>
                <select
                  id="table-sort"
                  className="form-select"
                  value={currentSort}
                  onChange={(event) => visit({ sort: event.target.value, page: '' })}
                >
                  {!sortOptions.some((option) => option.value === currentSort) && (
                    <option value={currentSort}>As linked</option>
                  )}
                  {sortOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        )}
        {filtered && (
          <a
            href={clearHref}
            className="data-table-clear btn btn-link px-1"
            onClick={(event) => {
              event.preventDefault()
              setSearch('')
              visit({ ...cleared, page: '' })
            }}
          >
            Clear filters
          </a>
        )}
      </div>

      {aboveTable}
      <div className="card position-relative" aria-busy={loading}>
        {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen; positioned,
            so the visually hidden headings stay inside it instead of widening the page. */}
        <ScrollRegion label="Results" className="position-relative">
          <table className="table table-hover align-middle mb-0 table-stack">
            <thead>
              <tr>
                {selectable && (
                  <th scope="col" className="dt-select" style={{ width: 40 }}>
                    <label className="d-flex align-items-center gap-2 mb-0">
                      <input
                        type="checkbox"
                        className="form-check-input mt-0"
                        aria-label="Select all rows on this page"
                        checked={allSelected}
                        onChange={() => choose(allSelected ? [] : rows.map((row) => row.id))}
                      />
                      <span className="d-sm-none fw-normal">Select all</span>
                    </label>
                  </th>
                )}
                {columns.map((column) => {
                  const direction = sortDirection(column.sort, currentSort)
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={cellClass(column)}
                      style={cellStyle(column)}
                      aria-sort={direction}
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          className="sort-button"
                          onClick={() =>
                            visit({ sort: nextSort(column.sort!, direction), page: '' })
                          }
                        >
                          {column.label}
                          <i
                            className={`bi ms-1 ${
                              direction === 'ascending'
                                ? 'bi-sort-up'
                                : direction === 'descending'
                                  ? 'bi-sort-down'
                                  : 'bi-arrow-down-up sort-idle'
                            }`}
                            aria-hidden="true"
                          />
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  )
                })}
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
                    className="dt-empty text-center text-body-secondary py-5"
                  >
                    {emptyMessage}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.id}>
                  {selectable && (
                    <td className="dt-select">
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
                  {columns.map((column, index) => (
                    <td
                      key={column.key}
                      className={`${cellClass(column)} ${index === 0 ? 'dt-primary' : ''}`}
                      style={cellStyle(column)}
                      data-label={column.label}
                    >
                      {/* One box, so a card lays the value out beside its label as a whole. */}
                      <div>{column.render(row)}</div>
                    </td>
                  ))}
                  {rowActions && <td className="dt-actions text-end">{rowActions(row)}</td>}
                </tr>
              ))}
            </tbody>
            {totals && rows.length > 0 && (
              <tfoot>
                <tr className="dt-totals fw-semibold">
                  {selectable && <td className="dt-select" />}
                  {columns.map((column, index) => (
                    <td
                      key={column.key}
                      className={`${cellClass(column)} ${index === 0 ? 'dt-primary' : ''}`}
                      data-label={column.label}
                    >
                      <div>{totals[column.key] ?? (index === 0 ? 'Total' : '')}</div>
                    </td>
                  ))}
                  {rowActions && <td />}
                </tr>
              </tfoot>
            )}
          </table>
        </ScrollRegion>
        {loading && (
          <div className="block-loader" role="status" aria-label="Loading">
            <div className="spinner-border text-primary" aria-hidden="true" />
          </div>
        )}
      </div>

      <ListFooter
        meta={meta}
        onPage={(page) => visit({ page: String(page), ...pageAnchor(meta, page) })}
      />
    </div>
  )
}

function withoutEmpty(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined)
  )
}

function sortDirection(sort: ColumnSort | undefined, current: string | undefined) {
  if (!sort || !current) return undefined
  if (current === sort.asc) return 'ascending'
  if (current === sort.desc) return 'descending'
  return undefined
}

/** A sorted column turns the other way; another column starts with its first order. */
function nextSort(sort: ColumnSort, direction: 'ascending' | 'descending' | undefined) {
  if (direction === 'ascending') return sort.desc
  if (direction === 'descending') return sort.asc
  return sort.first === 'desc' ? sort.desc : sort.asc
}

function cellClass(column: Pick<Column<never>, 'className' | 'hideBelow'>) {
  return [column.className, column.hideBelow && `dt-below-${column.hideBelow}`]
    .filter(Boolean)
    .join(' ')
}

function cellStyle(column: Pick<Column<never>, 'minWidth'>) {
  return column.minWidth ? ({ '--dt-min-width': column.minWidth } as CSSProperties) : undefined
}
