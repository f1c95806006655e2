import { useState } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import type { PageMeta } from '~/types'
import { SelectField } from '~/components/select_field'
import { ConfirmDialog } from '~/components/confirm_dialog'
import type { BranchRow } from '~/components/branches/branch_form'
import { urlFor } from '~/lib/routes'

interface Props {
  branches: BranchRow[]
  meta: PageMeta
  filters: { search: string; status: string; sort: string }
  can: { create: boolean; manage: boolean }
}

type Pending = { branch: BranchRow; action: 'deactivate' | 'delete' } | null

export default function BranchesIndex({ branches, meta, filters, can }: Props) {
  const [pending, setPending] = useState<Pending>(null)
  const action = useForm({})

  function confirm() {
    if (!pending) return
    const params = { id: pending.branch.id }
    const options = { preserveScroll: true, onSuccess: () => setPending(null) }
    if (pending.action === 'delete') action.delete(urlFor('branches.destroy', params), options)
    else action.post(urlFor('branches.deactivate', params), options)
  }

  return (
    <>
      <Head title="Branches" />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0">Branches</h1>
        {can.create && (
          <Link route="branches.create" className="btn btn-primary">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Add branch
          </Link>
        )}
      </div>
      <DataTable
        path={urlFor('branches.index')}
        rows={branches}
        meta={meta}
        query={filters}
        searchLabel="Search code or name"
        sorts={[
          { value: 'name', label: 'Name' },
          { value: 'code', label: 'Code' },
          { value: 'users', label: 'Most staff' },
          { value: 'newest', label: 'Newest first' },
        ]}
        emptyMessage="No branch matches these filters."
        filters={(apply) => (
          <SelectField
            name="status"
            id="filter-status"
            label="Status"
            className=""
            value={filters.status}
            options={[
              { value: '', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            onValueChange={(value) => apply({ status: value })}
          />
        )}
        columns={[
          { key: 'code', label: 'Code', render: (row) => <code>{row.code}</code> },
          {
            key: 'name',
            label: 'Name',
            render: (row) =>
              can.manage ? (
                <Link route="branches.edit" routeParams={{ id: row.id }}>
                  {row.name}
                </Link>
              ) : (
                row.name
              ),
          },
          {
            key: 'contact',
            label: 'Contact',
            className: 'd-none d-md-table-cell',
            render: (row) => (
              <small className="d-block text-break">
                {[row.phone, row.email].filter(Boolean).join(' · ') || '—'}
              </small>
            ),
          },
          {
            key: 'users',
            label: 'Staff',
            className: 'text-end',
            render: (row) => row.usersCount,
          },
          {
            key: 'status',
            label: 'Status',
            render: (row) =>
              row.isActive ? (
                <span className="badge text-bg-success">Active</span>
              ) : (
                <span className="badge text-bg-secondary">Inactive</span>
              ),
          },
        ]}
        rowActions={
          can.manage
            ? (row) => (
                <div className="d-inline-flex gap-1">
                  <Link
                    route="branches.edit"
                    routeParams={{ id: row.id }}
                    className="btn btn-sm btn-outline-primary"
                    aria-label={`Edit ${row.name}`}
                  >
                    Edit
                  </Link>
                  {row.isActive ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={`Deactivate ${row.name}`}
                      onClick={() => setPending({ branch: row, action: 'deactivate' })}
                    >
                      Deactivate
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-success"
                      aria-label={`Activate ${row.name}`}
                      disabled={action.processing}
                      onClick={() =>
                        action.post(urlFor('branches.activate', { id: row.id }), {
                          preserveScroll: true,
                        })
                      }
                    >
                      Activate
                    </button>
                  )}
                  {row.inUse.length === 0 && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={`Delete ${row.name}`}
                      onClick={() => setPending({ branch: row, action: 'delete' })}
                    >
                      Delete
                    </button>
                  )}
                </div>
              )
            : undefined
        }
      />
      <ConfirmDialog
        show={pending !== null}
        title={
          pending?.action === 'delete'
            ? `Delete ${pending.branch.name}?`
            : `Deactivate ${pending?.branch.name ?? ''}?`
        }
        confirmLabel={pending?.action === 'delete' ? 'Delete branch' : 'Deactivate branch'}
        variant={pending?.action === 'delete' ? 'danger' : 'warning'}
        processing={action.processing}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.action === 'delete' ? (
          <p className="mb-0">Nothing refers to this branch yet, so it is removed for good.</p>
        ) : (
          <p className="mb-0">
            The branch stays with its history and staff assignments, but is no longer offered for
            new sales or stock. You can activate it again later.
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}
