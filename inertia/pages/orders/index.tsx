import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import { SelectField, type SelectFieldOption } from '~/components/select_field'
import { ExportCsvLink, DayRangeFilter, BranchFilter } from '~/components/list_filters'
import type { PageMeta } from '~/types'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { PAYMENT_LABELS, PAYMENT_METHODS } from '#common/sale_totals'
import type { Data } from '~generated/data'

interface Props {
  orders: Data.OrderRow[]
  meta: PageMeta
  filters: {
    search: string
    status: string
    branch: string
    seller: string
    payment: string
    from: string
    to: string
    sort: string
  }
  branches: SelectFieldOption[]
  sellers: SelectFieldOption[]
  can: { export: boolean }
}

export default function OrdersIndex({ orders, meta, filters, branches, sellers, can }: Props) {
  const shop = useShop()
  const { errors } = usePage<{ errors?: Record<string, string> }>().props
  return (
    <>
      <IndexHeader
        title="Orders"
        actions={can.export && <ExportCsvLink path={urlFor('orders.export')} filters={filters} />}
      />
      <DataTable
        path={urlFor('orders.index')}
        rows={orders}
        meta={meta}
        query={filters}
        searchLabel="Search number or customer"
        defaultSort="newest"
        emptyMessage="No order matches these filters."
        filters={(apply) => (
          <>
            <DayRangeFilter from={filters.from} to={filters.to} errors={errors} onChange={apply} />
            <BranchFilter
              value={filters.branch}
              branches={branches}
              onChange={(branch) => apply({ branch })}
              allLabel="All branches"
            />
            <SelectField
              name="seller"
              id="filter-seller"
              label="Seller"
              className=""
              value={filters.seller}
              options={[{ value: '', label: 'All sellers' }, ...sellers]}
              onValueChange={(value) => apply({ seller: value })}
            />
            <SelectField
              name="status"
              id="filter-status"
              label="Status"
              className=""
              value={filters.status}
              options={[
                { value: '', label: 'All statuses' },
                { value: 'completed', label: 'Completed' },
                { value: 'partially_returned', label: 'Partially returned' },
                { value: 'returned', label: 'Returned' },
                { value: 'voided', label: 'Voided' },
              ]}
              onValueChange={(value) => apply({ status: value })}
            />
            <SelectField
              name="payment"
              id="filter-payment"
              label="Payment"
              className=""
              value={filters.payment}
              options={[
                { value: '', label: 'Any payment' },
                ...PAYMENT_METHODS.map((method) => ({
                  value: method,
                  label: PAYMENT_LABELS[method],
                })),
              ]}
              onValueChange={(value) => apply({ payment: value })}
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
              <>
                <Link route="orders.show" routeParams={{ id: row.id }} className="fw-semibold">
                  <span dir="ltr">{row.number}</span>
                </Link>
                {row.provisionalRef && (
                  <div className="small text-body-secondary" dir="ltr">
                    {row.provisionalRef}
                  </div>
                )}
              </>
            ),
          },
          {
            key: 'completedAt',
            label: 'Date',
            className: 'text-nowrap',
            sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
            render: (row) => shop.dateTime(row.completedAt),
          },
          // One branch needs no column of it.
          ...(branches.length > 1
            ? [
                {
                  key: 'branch',
                  label: 'Branch',
                  hideBelow: 'md' as const,
                  render: (row: Data.OrderRow) => row.branch,
                },
              ]
            : []),
          { key: 'seller', label: 'Seller', hideBelow: 'lg', render: (row) => row.seller },
          {
            key: 'customer',
            label: 'Customer',
            render: (row) => row.customer ?? <span className="text-body-secondary">Walk-in</span>,
          },
          {
            key: 'items',
            label: 'Items',
            className: 'text-end',
            hideBelow: 'lg',
            render: (row) => shop.count(row.items),
          },
          {
            key: 'total',
            label: 'Total',
            className: 'text-end text-nowrap',
            sort: { asc: 'total', desc: 'total_desc', first: 'desc' },
            render: (row) => <span dir="ltr">{shop.money(row.total)}</span>,
          },
          {
            key: 'payments',
            label: 'Paid by',
            hideBelow: 'md',
            render: (row) => row.paymentMethods.map((method) => PAYMENT_LABELS[method]).join(', '),
          },
          {
            key: 'status',
            label: 'Status',
            render: (row) => <StatusBadge status={row.status} />,
          },
        ]}
        rowActions={(row) => (
          <RowActions
            name={row.number}
            actions={[{ label: 'Receipt', href: urlFor('orders.show', { id: row.id }) }]}
          />
        )}
      />
    </>
  )
}
