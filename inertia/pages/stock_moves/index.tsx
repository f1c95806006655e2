import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { DayRangeFilter, BranchFilter } from '~/components/list_filters'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import { SelectField, type SelectFieldOption } from '~/components/select_field'
import type { TransferRow } from '~/components/stock_moves/types'
import type { PageMeta } from '~/types'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'

interface Props {
  transfers: TransferRow[]
  meta: PageMeta
  filters: {
    search: string
    status: string
    branch: string
    from: string
    to: string
    sort: string
  }
  branches: SelectFieldOption[]
  canManage: boolean
}

export default function StockMovesIndex({ transfers, meta, filters, branches, canManage }: Props) {
  const shop = useShop()
  const count = (value: number) => new Intl.NumberFormat(shop.locale).format(value)
  const { errors } = usePage<{ errors?: Record<string, string> }>().props
  return (
    <>
      <IndexHeader
        title="Stock moves"
        primary={
          canManage && (
            <Link className="btn btn-primary" route="stock_moves.create">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New stock move
            </Link>
          )
        }
      />
      <DataTable
        path={urlFor('stock_moves.index')}
        rows={transfers}
        meta={meta}
        query={filters}
        searchLabel="Search number, product or SKU"
        defaultSort="newest"
        emptyMessage="No stock move matches these filters."
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
                { value: 'sent', label: 'In transit' },
                { value: 'received', label: 'Received' },
                { value: 'cancelled', label: 'Cancelled' },
              ]}
              onValueChange={(value) => apply({ status: value })}
            />
            <BranchFilter
              value={filters.branch}
              branches={branches}
              onChange={(branch) => apply({ branch })}
              allLabel="All branches"
            />
            <DayRangeFilter from={filters.from} to={filters.to} errors={errors} onChange={apply} />
          </>
        )}
        columns={[
          {
            key: 'number',
            label: 'Number',
            className: 'text-nowrap',
            sort: { asc: 'number', desc: 'number_desc' },
            render: (row) => (
              <Link route="stock_moves.edit" routeParams={{ id: row.id }} className="fw-semibold">
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
          { key: 'from', label: 'From', render: (row) => row.from?.name ?? '—' },
          { key: 'to', label: 'To', render: (row) => row.to?.name ?? '—' },
          {
            key: 'units',
            label: 'Lines / units',
            className: 'text-nowrap',
            render: (row) => `${count(row.linesCount)} / ${count(row.units)}`,
          },
          {
            key: 'status',
            label: 'Status',
            sort: { asc: 'status', desc: 'status_desc' },
            render: (row) => <StatusBadge status={row.status} />,
          },
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
            actions={[
              {
                label: row.status === 'draft' && canManage ? 'Edit' : 'Open',
                href: urlFor('stock_moves.edit', { id: row.id }),
              },
            ]}
          />
        )}
      />
    </>
  )
}
