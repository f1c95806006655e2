import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { BranchFilter } from '~/components/list_filters'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import { SelectField } from '~/components/select_field'
import { coverageLabel } from '~/components/stocktakes/coverage'
import type { PageMeta } from '~/types'
import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'

interface Props {
  stocktakes: Data.Stocktake[]
  meta: PageMeta
  filters: { search: string; status: string; branch: string; sort: string }
  branches: Data.BranchRef[]
  canCreate: boolean
}

export default function StocktakesIndex({ stocktakes, meta, filters, branches, canCreate }: Props) {
  const shop = useShop()
  const count = (value: number) => new Intl.NumberFormat(shop.locale).format(value)
  return (
    <>
      <IndexHeader
        title="Stocktakes"
        primary={
          canCreate && (
            <Link className="btn btn-primary" route="stocktakes.create">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New stocktake
            </Link>
          )
        }
      />
      <DataTable
        path={urlFor('stocktakes.index')}
        rows={stocktakes}
        meta={meta}
        query={filters}
        searchLabel="Search number or note"
        defaultSort="newest"
        emptyMessage="No stocktake matches these filters."
        filters={(apply) => (
          <>
            <SelectField
              name="status"
              id="filter-status"
              label="Status"
              className=""
              value={filters.status}
              options={[
                { value: '', label: 'All statuses' },
                { value: 'draft', label: 'Draft' },
                { value: 'counting', label: 'Counting' },
                { value: 'review', label: 'In review' },
                { value: 'posted', label: 'Posted' },
                { value: 'cancelled', label: 'Cancelled' },
              ]}
              onValueChange={(value) => apply({ status: value })}
            />
            <BranchFilter
              value={filters.branch}
              branches={branches.map((branch) => ({
                value: String(branch.id),
                label: `${branch.name} (${branch.code})`,
              }))}
              onChange={(branch) => apply({ branch })}
              allLabel="All branches"
            />
          </>
        )}
        columns={[
          {
            key: 'number',
            label: 'Number',
            className: 'text-nowrap',
            sort: { asc: 'number', desc: 'number_desc' },
            render: (row) => (
              <Link route="stocktakes.show" routeParams={{ id: row.id }} className="fw-semibold">
                {row.number}
              </Link>
            ),
          },
          {
            key: 'created',
            label: 'Date',
            className: 'text-nowrap',
            sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
            render: (row) => shop.date(row.created.at),
          },
          { key: 'branch', label: 'Branch', render: (row) => row.branch?.name ?? '—' },
          { key: 'coverage', label: 'Covers', render: (row) => coverageLabel(row) },
          {
            key: 'counted',
            label: 'Counted',
            className: 'text-nowrap',
            render: (row) =>
              row.status === 'draft'
                ? '—'
                : `${count(row.countedCount)} / ${count(row.linesCount)}`,
          },
          { key: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
          {
            key: 'createdBy',
            label: 'Created by',
            hideBelow: 'lg',
            render: (row) => row.created.by ?? '—',
          },
        ]}
        rowActions={(row) => (
          <RowActions
            name={row.number}
            actions={[{ label: 'Open', href: urlFor('stocktakes.show', { id: row.id }) }]}
          />
        )}
      />
    </>
  )
}
