import { Pagination } from '~/components/pagination'
import { useShop } from '~/lib/shop'
import type { PageMeta } from '~/types'

/**
 * What a link to `page` carries besides its number: on a list that seeks,
 * the row the next page follows or the previous one precedes, so the server
 * reads it through the index instead of skipping every row before it.
 */
export function pageAnchor(meta: PageMeta, page: number): Record<string, string> {
  if (page === meta.currentPage + 1 && meta.last) return { after: String(meta.last) }
  if (page === meta.currentPage - 1 && page > 1 && meta.first) return { before: String(meta.first) }
  return {}
}

/**
 * Under a list: which rows are shown out of how many ("of more than" when
 * the count stopped short, `meta.more`), and the numbered pages.
 */
export function ListFooter({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const { count } = useShop()
  const first = meta.total === 0 ? 0 : (meta.currentPage - 1) * meta.perPage + 1
  const last = Math.min(meta.currentPage * meta.perPage, meta.total)
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
      <p className="mb-0 small text-body-secondary" data-testid="row-count">
        {meta.total === 0
          ? 'No rows'
          : `Showing ${count(first)}–${count(last)} of ${meta.more ? 'more than ' : ''}${count(meta.total)}`}
      </p>
      <Pagination
        current={meta.currentPage}
        last={meta.lastPage}
        more={meta.more}
        onPage={onPage}
      />
    </div>
  )
}
