import { GAP, pageNumbers } from '~/lib/page_numbers'

/**
 * Numbered pages: Previous, the first, the current one with two either side,
 * the last, Next; ellipses where pages are left out. Nothing for one page.
 * With `more`, the rows were not counted to the end: `last` is as far as
 * they were, and an ellipsis after it says the list goes on.
 */
export function Pagination({
  current,
  last,
  more = false,
  onPage,
}: {
  current: number
  last: number
  more?: boolean
  onPage: (page: number) => void
}) {
  if (last <= 1 && !more) return null
  return (
    <nav aria-label="Pages">
      <ul className="pagination pagination-sm flex-wrap mb-0">
        <li className={`page-item ${current <= 1 ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => onPage(current - 1)}
          >
            <i className="bi bi-chevron-left" aria-hidden="true" />
          </button>
        </li>
        {pageNumbers(current, last).map((page, index) =>
          page === GAP ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={page} className={`page-item ${page === current ? 'active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => page !== current && onPage(page)}
              >
                {page}
              </button>
            </li>
          )
        )}
        {more && (
          <li className="page-item disabled" aria-hidden="true">
            <span className="page-link">…</span>
          </li>
        )}
        <li className={`page-item ${current >= last ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label="Next page"
            disabled={current >= last}
            onClick={() => onPage(current + 1)}
          >
            <i className="bi bi-chevron-right" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
