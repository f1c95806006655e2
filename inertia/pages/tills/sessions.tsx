import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { CheckField } from '~/components/check_field'
import { DataTable } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { SelectField, type SelectFieldOption } from '~/components/select_field'
import { BranchFilter, DayRangeFilter, ExportCsvLink } from '~/components/list_filters'
import type { PageMeta } from '~/types'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  sessions: Data.TillSessionRow[]
  meta: PageMeta
  filters: {
    branch: string
    till: string
    cashier: string
    from: string
    to: string
    difference: string
    sort: string
  }
  choices: {
    branches: SelectFieldOption[]
    tills: SelectFieldOption[]
    cashiers: SelectFieldOption[]
  }
  can: { export: boolean }
}

/** Till sessions / Index: every session at the user's branches, with its count once closed. */
export default function TillSessionsIndex({ sessions, meta, filters, choices, can }: Props) {
  const shop = useShop()
  const { errors } = usePage<{ errors?: Record<string, string> }>().props
  const money = (amount: number | null) =>
    amount === null ? '' : <span dir="ltr">{shop.money(amount)}</span>
  return (
    <>
      <IndexHeader
        title="Till sessions"
        actions={
          can.export && <ExportCsvLink path={urlFor('till_sessions.export')} filters={filters} />
        }
      />
      <DataTable
        path={urlFor('till_sessions.index')}
        rows={sessions}
        meta={meta}
        query={filters}
        searchable={false}
        defaultSort="newest"
        emptyMessage="No till session matches these filters."
        filters={(apply) => (
          <>
            <DayRangeFilter from={filters.from} to={filters.to} errors={errors} onChange={apply} />
            <BranchFilter
              value={filters.branch}
              branches={choices.branches}
              onChange={(branch) => apply({ branch })}
              allLabel="All branches"
            />
            <SelectField
              name="till"
              id="filter-till"
              label="Till"
              className=""
              value={filters.till}
              options={[{ value: '', label: 'All tills' }, ...choices.tills]}
              onValueChange={(till) => apply({ till })}
            />
            <SelectField
              name="cashier"
              id="filter-cashier"
              label="Opened by"
              className=""
              value={filters.cashier}
              options={[{ value: '', label: 'Anyone' }, ...choices.cashiers]}
              onValueChange={(cashier) => apply({ cashier })}
            />
            <CheckField
              name="difference"
              id="filter-difference"
              label="With a difference"
              className="align-self-end mb-2"
              checked={filters.difference === 'true'}
              onCheckedChange={(checked) => apply({ difference: checked ? 'true' : '' })}
            />
          </>
        )}
        columns={[
          {
            key: 'openedAt',
            label: 'Opened',
            className: 'text-nowrap',
            sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
            render: (row) => (
              <Link route="till_sessions.show" routeParams={{ id: row.id }}>
                {shop.dateTime(row.openedAt)}
              </Link>
            ),
          },
          {
            key: 'till',
            label: 'Till',
            // The branch under the till's name: one column fewer, so the difference stays in view.
            render: (row) =>
              choices.branches.length > 1 ? (
                <>
                  {row.till}
                  <div className="small text-body-secondary">{row.branch}</div>
                </>
              ) : (
                row.till
              ),
          },
          { key: 'openedBy', label: 'Opened by', hideBelow: 'lg', render: (row) => row.openedBy },
          {
            key: 'zNumber',
            label: 'Z number',
            className: 'text-nowrap',
            render: (row) =>
              row.zNumber ? (
                <span dir="ltr">{row.zNumber}</span>
              ) : (
                <span className="badge text-bg-primary">Open</span>
              ),
          },
          {
            key: 'salesTotal',
            label: 'Sales total',
            className: 'text-end text-nowrap',
            hideBelow: 'md',
            sort: { asc: 'sales', desc: 'sales_desc', first: 'desc' },
            render: (row) => money(row.salesTotal),
          },
          {
            key: 'expectedCash',
            label: 'Expected cash',
            className: 'text-end text-nowrap',
            hideBelow: 'md',
            render: (row) => money(row.expectedCash),
          },
          {
            key: 'countedCash',
            label: 'Counted',
            className: 'text-end text-nowrap',
            hideBelow: 'md',
            render: (row) => money(row.countedCash),
          },
          {
            key: 'cashDifference',
            label: 'Difference',
            className: 'text-end text-nowrap',
            sort: { asc: 'difference', desc: 'difference_desc' },
            render: (row) => money(row.cashDifference),
          },
        ]}
        rowActions={(row) => (
          <RowActions
            name={`${row.till} ${row.zNumber ?? ''}`.trim()}
            actions={[{ label: 'Session', href: urlFor('till_sessions.show', { id: row.id }) }]}
          />
        )}
      />
    </>
  )
}
