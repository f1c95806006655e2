import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { BranchFilter } from '~/components/list_filters'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import { SelectField } from '~/components/select_field'
import type { PageMeta } from '~/types'
import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'

interface Props {
  orders: Data.PurchaseOrder[]
  meta: PageMeta
  filters: { search: string; status: string; branch: string; supplier: string; sort: string }
  branches: Data.BranchRef[]
  suppliers: Data.Supplier[]
  canCreate: boolean
}

export default function PurchaseOrdersIndex({
  orders,
  meta,
  filters,
  branches,
  suppliers,
  canCreate,
}: Props) {
  const shop = useShop()
  return (
    <>
      <IndexHeader
        title="Purchase orders"
        primary={
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-outline-primary" route="purchase_orders.suggestions">
              <i className="bi bi-lightbulb me-1" aria-hidden="true" />
              Reorder suggestions
            </Link>
            {canCreate && (
              <Link className="btn btn-primary" route="purchase_orders.create">
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                New order
              </Link>
            )}
          </div>
        }
      />
      <DataTable
        path={urlFor('purchase_orders.index')}
        rows={orders}
        meta={meta}
        query={filters}
        searchLabel="Search number or note"
        defaultSort="newest"
        emptyMessage="No purchase order matches these filters."
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
                { value: 'ordered', label: 'Ordered' },
                { value: 'partial', label: 'Partially received' },
                { value: 'received', label: 'Received' },
                { value: 'closed', label: 'Closed' },
                { value: 'cancelled', label: 'Cancelled' },
              ]}
              onValueChange={(value) => apply({ status: value })}
            />
            <SelectField
              name="supplier"
              id="filter-supplier"
              label="Supplier"
              className=""
              value={filters.supplier}
              options={[
                { value: '', label: 'All suppliers' },
                ...suppliers.map((row) => ({ value: String(row.id), label: row.name })),
              ]}
              onValueChange={(value) => apply({ supplier: value })}
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
              <Link
                route="purchase_orders.show"
                routeParams={{ id: row.id }}
                className="fw-semibold"
              >
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
          { key: 'supplier', label: 'Supplier', render: (row) => row.supplier?.name ?? '—' },
          {
            key: 'branch',
            label: 'Deliver to',
            hideBelow: 'md',
            render: (row) => row.branch?.name ?? '—',
          },
          {
            key: 'expected',
            label: 'Expected',
            className: 'text-nowrap',
            sort: { asc: 'expected', desc: 'expected' },
            render: (row) => (
              <>
                {row.expectedOn ?? '—'}
                {row.late && <span className="badge text-bg-danger ms-1">Late</span>}
              </>
            ),
          },
          {
            key: 'total',
            label: 'Total',
            className: 'text-end text-nowrap',
            hideBelow: 'md',
            render: (row) => (row.total === undefined ? '—' : shop.money(row.total)),
          },
          { key: 'status', label: 'Status', render: (row) => <StatusBadge status={row.status} /> },
        ]}
        rowActions={(row) => (
          <RowActions
            name={row.number}
            actions={[{ label: 'Open', href: urlFor('purchase_orders.show', { id: row.id }) }]}
          />
        )}
      />
    </>
  )
}
