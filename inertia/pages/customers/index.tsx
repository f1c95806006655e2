import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { ExportCsvLink } from '~/components/list_filters'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import type { PageMeta } from '~/types'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { StatusFilter } from '~/components/status_filter'
import type { CustomerRow } from '~/components/customers/customer_form'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'

interface Props {
  customers: CustomerRow[]
  meta: PageMeta
  filters: { search: string; status: string; sort: string }
  canManage: boolean
}

type Pending = { kind: 'erase' | 'delete'; customer: CustomerRow } | null

export default function CustomersIndex({ customers, meta, filters, canManage }: Props) {
  const shop = useShop()
  const [pending, setPending] = useState<Pending>(null)
  const [processing, setProcessing] = useState(false)

  function act(method: 'post' | 'delete', url: string, after?: () => void) {
    router.visit(url, {
      method,
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => {
        setProcessing(false)
        after?.()
      },
    })
  }

  return (
    <>
      <IndexHeader
        title="Customers"
        actions={
          canManage && (
            <>
              <ExportCsvLink path={urlFor('customers.export')} filters={filters} />
              <Link className="btn btn-outline-primary" route="customers.import">
                <i className="bi bi-upload me-1" aria-hidden="true" />
                Import CSV
              </Link>
            </>
          )
        }
        primary={
          canManage && (
            <Link className="btn btn-primary" route="customers.create">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New customer
            </Link>
          )
        }
      />
      <DataTable
        path={urlFor('customers.index')}
        rows={customers}
        meta={meta}
        query={filters}
        searchLabel="Search name, email or phone"
        defaultSort="name"
        emptyMessage="No customer matches these filters."
        filters={(apply) => (
          <StatusFilter
            value={filters.status}
            allLabel="All customers"
            onValueChange={(value) => apply({ status: value })}
          />
        )}
        columns={[
          {
            key: 'name',
            label: 'Name',
            sort: { asc: 'name', desc: 'name_desc' },
            // An erased customer has no page left to open.
            render: (row) =>
              canManage && !row.erased ? (
                <Link route="customers.edit" routeParams={{ id: row.id }} className="fw-semibold">
                  {row.name}
                </Link>
              ) : (
                <span className={row.erased ? 'fst-italic text-body-secondary' : 'fw-medium'}>
                  {row.name}
                </span>
              ),
          },
          { key: 'email', label: 'Email', render: (row) => row.email ?? '—' },
          {
            key: 'phone',
            label: 'Phone',
            className: 'text-nowrap',
            render: (row) => (row.phone ? <span dir="ltr">{row.phone}</span> : '—'),
          },
          {
            key: 'orders',
            label: 'Orders',
            className: 'text-end',
            hideBelow: 'md',
            render: (row) => shop.count(row.orders),
          },
          {
            key: 'spent',
            label: 'Spent',
            className: 'text-end text-nowrap',
            hideBelow: 'md',
            render: (row) => <span dir="ltr">{shop.money(row.spent)}</span>,
          },
          {
            key: 'lastPurchaseAt',
            label: 'Last purchase',
            className: 'text-nowrap',
            hideBelow: 'lg',
            render: (row) => (row.lastPurchaseAt ? shop.date(row.lastPurchaseAt) : '—'),
          },
          {
            key: 'status',
            label: 'Status',
            render: (row) => (
              <StatusBadge status={row.erased ? 'erased' : row.isActive ? 'active' : 'inactive'} />
            ),
          },
          {
            key: 'createdAt',
            label: 'Added',
            className: 'text-nowrap',
            hideBelow: 'lg',
            sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
            render: (row) => shop.date(row.createdAt),
          },
        ]}
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  name={row.name}
                  actions={
                    row.erased
                      ? []
                      : [
                          { label: 'Edit', href: urlFor('customers.edit', { id: row.id }) },
                          {
                            label: row.isActive ? 'Deactivate' : 'Activate',
                            disabled: processing,
                            onClick: () =>
                              act(
                                'post',
                                urlFor(
                                  row.isActive ? 'customers.deactivate' : 'customers.activate',
                                  { id: row.id }
                                )
                              ),
                          },
                          {
                            label: 'Erase…',
                            danger: true,
                            onClick: () => setPending({ kind: 'erase', customer: row }),
                          },
                          row.inUse.length === 0 && {
                            label: 'Delete…',
                            danger: true,
                            onClick: () => setPending({ kind: 'delete', customer: row }),
                          },
                        ]
                  }
                />
              )
            : undefined
        }
      />
      <ConfirmDialog
        show={pending?.kind === 'erase'}
        title={`Erase ${pending?.customer.name ?? ''}?`}
        confirmLabel="Erase for good"
        processing={processing}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          act('post', urlFor('customers.erase', { id: pending!.customer.id }), () =>
            setPending(null)
          )
        }
      >
        <p>
          Their name, email, phone, address and notes are removed for good and the customer is
          deactivated. Past sales stay, under “Erased customer”.
        </p>
        <p className="mb-0">This cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={pending?.kind === 'delete'}
        title={`Delete ${pending?.customer.name ?? ''}?`}
        confirmLabel="Delete customer"
        processing={processing}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          act('delete', urlFor('customers.destroy', { id: pending!.customer.id }), () =>
            setPending(null)
          )
        }
      >
        <p className="mb-0">
          The customer is removed. This is only possible while no sale refers to them; otherwise
          deactivate or erase them instead.
        </p>
      </ConfirmDialog>
    </>
  )
}
