import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { SelectField, type SelectFieldOption } from '~/components/select_field'
import { ExportCsvLink, DayRangeFilter, BranchFilter } from '~/components/list_filters'
import type { PageMeta } from '~/types'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { PAYMENT_LABELS } from '#common/sale_totals'
import { RETURN_REASONS, RETURN_REASON_LABELS } from '#common/return_reasons'
import type { Data } from '~generated/data'

interface Props {
  returns: Data.ReturnRow[]
  meta: PageMeta
  filters: {
    search: string
    branch: string
    reason: string
    from: string
    to: string
    sort: string
  }
  branches: SelectFieldOption[]
  can: { export: boolean; create: boolean }
}

export default function ReturnsIndex({ returns, meta, filters, branches, can }: Props) {
  const shop = useShop()
  const { errors } = usePage<{ errors?: Record<string, string> }>().props
  return (
    <>
      <IndexHeader
        title="Returns"
        actions={can.export && <ExportCsvLink path={urlFor('returns.export')} filters={filters} />}
        primary={
          can.create && (
            <Link className="btn btn-primary" route="returns.create">
              <i className="bi bi-arrow-return-left me-1" aria-hidden="true" />
              Return goods
            </Link>
          )
        }
      />
      <DataTable
        path={urlFor('returns.index')}
        rows={returns}
        meta={meta}
        query={filters}
        searchLabel="Search return or order number"
        defaultSort="newest"
        emptyMessage="No return matches these filters."
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
              name="reason"
              id="filter-reason"
              label="Reason"
              className=""
              value={filters.reason}
              options={[
                { value: '', label: 'All reasons' },
                ...RETURN_REASONS.map((reason) => ({
                  value: reason,
                  label: RETURN_REASON_LABELS[reason],
                })),
              ]}
              onValueChange={(value) => apply({ reason: value })}
            />
          </>
        )}
        columns={[
          {
            key: 'number',
            label: 'Number',
            className: 'text-nowrap',
            sort: { asc: 'number', desc: 'number_desc' },
            render: (row) => <span dir="ltr">{row.number}</span>,
          },
          {
            key: 'createdAt',
            label: 'Date',
            className: 'text-nowrap',
            sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
            render: (row) => shop.dateTime(row.createdAt),
          },
          {
            key: 'order',
            label: 'Order',
            className: 'text-nowrap',
            render: (row) => (
              <Link route="orders.show" routeParams={{ id: row.order.id }}>
                <span dir="ltr">{row.order.number}</span>
              </Link>
            ),
          },
          ...(branches.length > 1
            ? [
                {
                  key: 'branch',
                  label: 'Branch',
                  hideBelow: 'lg' as const,
                  render: (row: Data.ReturnRow) => row.branch,
                },
              ]
            : []),
          { key: 'user', label: 'Taken by', hideBelow: 'lg', render: (row) => row.user },
          {
            key: 'reason',
            label: 'Reason',
            hideBelow: 'md',
            render: (row) => RETURN_REASON_LABELS[row.reason] ?? row.reason,
          },
          {
            key: 'units',
            label: 'Units',
            className: 'text-end',
            hideBelow: 'md',
            render: (row) => shop.count(row.units),
          },
          {
            key: 'refund',
            label: 'Refund',
            className: 'text-end text-nowrap',
            sort: { asc: 'refund', desc: 'refund_desc', first: 'desc' },
            render: (row) => (
              <>
                <span dir="ltr">{shop.money(row.refundTotal)}</span>{' '}
                <small className="text-body-secondary">{PAYMENT_LABELS[row.refundMethod]}</small>
              </>
            ),
          },
        ]}
        rowActions={(row) => (
          <RowActions
            name={row.number}
            actions={[
              { label: 'Order receipt', href: urlFor('orders.show', { id: row.order.id }) },
            ]}
          />
        )}
      />
    </>
  )
}
