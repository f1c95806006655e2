import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useState } from 'react'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { DataTable } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import type { PageMeta } from '~/types'
import type { RoleData } from '~/components/roles/role_form'
import { basisPointsToPercent } from '#common/basis_points'
import { urlFor } from '~/lib/routes'

interface Props {
  roles: RoleData[]
  editable: number[]
  meta: PageMeta
  filters: { search: string; sort: string }
}

export default function RolesIndex({ roles, editable, meta, filters }: Props) {
  const [deleting, setDeleting] = useState<RoleData | null>(null)
  const [processing, setProcessing] = useState(false)

  function destroy() {
    if (!deleting) return
    router.delete(urlFor('roles.destroy', { id: deleting.id }), {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => {
        setProcessing(false)
        setDeleting(null)
      },
    })
  }

  return (
    <>
      <IndexHeader
        title="Roles"
        primary={
          <Link route="roles.create" className="btn btn-primary">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            New role
          </Link>
        }
      />
      <DataTable
        path={urlFor('roles.index')}
        rows={roles}
        meta={meta}
        query={filters}
        searchLabel="Search roles by name"
        defaultSort="name"
        emptyMessage="No role matches this search."
        columns={[
          {
            key: 'name',
            label: 'Role',
            sort: { asc: 'name', desc: 'name_desc' },
            render: (role) => (
              <>
                {editable.includes(role.id) ? (
                  <Link route="roles.edit" routeParams={{ id: role.id }} className="fw-semibold">
                    {role.name}
                  </Link>
                ) : (
                  <span className="fw-semibold">{role.name}</span>
                )}
                {role.isSystem && <span className="badge text-bg-secondary ms-2">System</span>}
                {role.description && (
                  <div className="small text-body-secondary">{role.description}</div>
                )}
              </>
            ),
          },
          {
            key: 'permissions',
            label: 'Permissions',
            className: 'text-nowrap',
            render: (role) => role.permissions.length,
          },
          {
            key: 'branches',
            label: 'Branches',
            className: 'text-nowrap',
            render: (role) => (role.allBranches ? 'All' : 'Assigned'),
          },
          {
            key: 'discount',
            label: 'Discount cap',
            className: 'text-nowrap',
            render: (role) => `${basisPointsToPercent(role.maxDiscountBp)} %`,
          },
          {
            key: 'users',
            label: 'Users',
            className: 'text-nowrap',
            sort: { asc: 'users_asc', desc: 'users', first: 'desc' },
            render: (role) => role.usersCount,
          },
        ]}
        rowActions={(role) => (
          <RowActions
            name={role.name}
            actions={
              editable.includes(role.id)
                ? [
                    { label: 'Edit', href: urlFor('roles.edit', { id: role.id }) },
                    // A role still held cannot go: the entry says by how many, and stays off.
                    !role.isSystem && {
                      label:
                        role.usersCount > 0
                          ? `Delete (${role.usersCount === 1 ? '1 user holds' : `${role.usersCount} users hold`} it)`
                          : 'Delete…',
                      danger: true,
                      disabled: role.usersCount > 0,
                      onClick: () => setDeleting(role),
                    },
                  ]
                : []
            }
          />
        )}
      />
      <ConfirmDialog
        show={deleting !== null}
        title={`Delete the role ${deleting?.name ?? ''}?`}
        confirmLabel="Delete role"
        processing={processing}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      >
        Nobody holds this role. Deleting it cannot be undone.
      </ConfirmDialog>
    </>
  )
}
