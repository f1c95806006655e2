import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import type { PageMeta } from '~/types'
import { ConfirmDialog } from '~/components/confirm_dialog'
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

function StatusBadge({ customer }: { customer: CustomerRow }) {
  if (customer.erased) return <span className="badge text-bg-dark">Erased</span>
  return customer.isActive ? (
    <span className="badge text-bg-success">Active</span>
  ) : (
    <span className="badge text-bg-secondary">Inactive</span>
  )
}

export default function CustomersIndex({ customers, meta, filters, canManage }: Props) {
  const shop = useShop()
  const [pending, setPending] = useState<Pending>(null)
  const [processing, setProcessing] = useState(false)

  const exportQuery = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== '')
  ).toString()

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
      <Head title="Customers" />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0">Customers</h1>
        {canManage && (
          <div className="d-flex flex-wrap gap-2">
            <a
              className="btn btn-outline-primary"
              href={`${urlFor('customers.export')}${exportQuery ? `?${exportQuery}` : ''}`}
              download
            >
              <i className="bi bi-download me-1" aria-hidden="true" />
              Export CSV
            </a>
            <Link className="btn btn-outline-primary" route="customers.import">
              <i className="bi bi-upload me-1" aria-hidden="true" />
              Import CSV
            </Link>
            <Link className="btn btn-primary" route="customers.create">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New customer
            </Link>
          </div>
        )}
      </div>
      <DataTable
        path={urlFor('customers.index')}
        rows={customers}
        meta={meta}
        query={filters}
        searchLabel="Search name, email or phone"
        sorts={[
          { value: 'name', label: 'Name A–Z' },
          { value: 'name_desc', label: 'Name Z–A' },
          { value: 'newest', label: 'Newest first' },
          { value: 'oldest', label: 'Oldest first' },
        ]}
        emptyMessage="No customer matches these filters."
        filters={(apply) => (
          <div>
            <label htmlFor="filter-status" className="form-label small mb-1">
              Status
            </label>
            <select
              id="filter-status"
              className="form-select"
              value={filters.status}
              onChange={(event) => apply({ status: event.target.value })}
            >
              <option value="">All customers</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </div>
        )}
        columns={[
          {
            key: 'name',
            label: 'Name',
            render: (row) => (
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
            render: (row) => row.phone ?? '—',
          },
          { key: 'status', label: 'Status', render: (row) => <StatusBadge customer={row} /> },
          {
            key: 'createdAt',
            label: 'Added',
            className: 'text-nowrap d-none d-lg-table-cell',
            render: (row) => shop.date(row.createdAt),
          },
        ]}
        rowActions={
          canManage
            ? (row) =>
                row.erased ? (
                  <span className="small text-body-secondary">No actions</span>
                ) : (
                  <div className="d-inline-flex gap-1">
                    <Link
                      route="customers.edit"
                      routeParams={{ id: row.id }}
                      className="btn btn-sm btn-outline-primary"
                      aria-label={`Edit ${row.name}`}
                    >
                      Edit
                    </Link>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={`${row.isActive ? 'Deactivate' : 'Activate'} ${row.name}`}
                      disabled={processing}
                      onClick={() =>
                        act(
                          'post',
                          urlFor(row.isActive ? 'customers.deactivate' : 'customers.activate', {
                            id: row.id,
                          })
                        )
                      }
                    >
                      {row.isActive ? 'Deactivate' : 'Activate'}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={`Erase ${row.name}`}
                      onClick={() => setPending({ kind: 'erase', customer: row })}
                    >
                      Erase…
                    </button>
                    {row.inUse.length === 0 && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={`Delete ${row.name}`}
                        onClick={() => setPending({ kind: 'delete', customer: row })}
                      >
                        <i className="bi bi-trash" aria-hidden="true" />
                      </button>
                    )}
                  </div>
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
