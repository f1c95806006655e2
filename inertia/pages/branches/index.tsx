import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import type { PageMeta } from '~/types'
import { StatusFilter } from '~/components/status_filter'
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
      <IndexHeader
        title="Branches"
        primary={
          can.create && (
            <Link route="branches.create" className="btn btn-primary">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New branch
            </Link>
          )
        }
      />
      <DataTable
        path={urlFor('branches.index')}
        rows={branches}
        meta={meta}
        query={filters}
        searchLabel="Search code or name"
        defaultSort="name"
        emptyMessage="No branch matches these filters."
        filters={(apply) => (
          <StatusFilter
            value={filters.status}
            allLabel="All"
            onValueChange={(value) => apply({ status: value })}
          />
        )}
        columns={[
          {
            key: 'name',
            label: 'Name',
            sort: { asc: 'name', desc: 'name_desc' },
            render: (row) =>
              can.manage ? (
                <Link route="branches.edit" routeParams={{ id: row.id }} className="fw-semibold">
                  {row.name}
                </Link>
              ) : (
                <span className="fw-medium">{row.name}</span>
              ),
          },
          {
            key: 'code',
            label: 'Code',
            sort: { asc: 'code', desc: 'code_desc' },
            render: (row) => <code>{row.code}</code>,
          },
          {
            key: 'contact',
            label: 'Contact',
            hideBelow: 'md',
            render: (row) => (
              <small className="d-block text-break">
                {row.phone && <span dir="ltr">{row.phone}</span>}
                {row.phone && row.email && ' · '}
                {row.email}
                {!row.phone && !row.email && '—'}
              </small>
            ),
          },
          {
            key: 'users',
            label: 'Staff',
            className: 'text-end',
            sort: { asc: 'users_asc', desc: 'users', first: 'desc' },
            render: (row) => row.usersCount,
          },
          {
            key: 'status',
            label: 'Status',
            render: (row) => <StatusBadge status={row.isActive ? 'active' : 'inactive'} />,
          },
        ]}
        rowActions={
          can.manage
            ? (row) => (
                <RowActions
                  name={row.name}
                  actions={[
                    { label: 'Edit', href: urlFor('branches.edit', { id: row.id }) },
                    row.isActive
                      ? {
                          label: 'Deactivate…',
                          onClick: () => setPending({ branch: row, action: 'deactivate' }),
                        }
                      : {
                          label: 'Activate',
                          disabled: action.processing,
                          onClick: () =>
                            action.post(urlFor('branches.activate', { id: row.id }), {
                              preserveScroll: true,
                            }),
                        },
                    row.inUse.length === 0 && {
                      label: 'Delete…',
                      danger: true,
                      onClick: () => setPending({ branch: row, action: 'delete' }),
                    },
                  ]}
                />
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
