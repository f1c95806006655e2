import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useState } from 'react'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { DataTable } from '~/components/data_table'
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
      <Head title="Roles" />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0">Roles</h1>
        <Link route="roles.create" className="btn btn-primary">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          New role
        </Link>
      </div>
      <DataTable
        path={urlFor('roles.index')}
        rows={roles}
        meta={meta}
        query={filters}
        searchLabel="Search roles by name"
        sorts={[
          { value: 'name', label: 'Name' },
          { value: 'users', label: 'Most users' },
        ]}
        emptyMessage="No role matches this search."
        columns={[
          {
            key: 'name',
            label: 'Role',
            render: (role) => (
              <>
                <span className="fw-semibold">{role.name}</span>
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
            render: (role) => role.usersCount,
          },
        ]}
        rowActions={(role) =>
          editable.includes(role.id) && (
            <>
              <Link
                route="roles.edit"
                routeParams={{ id: role.id }}
                className="btn btn-sm btn-outline-primary"
                aria-label={`Edit ${role.name}`}
              >
                Edit
              </Link>
              {!role.isSystem && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger ms-2"
                  aria-label={`Delete ${role.name}`}
                  onClick={() => setDeleting(role)}
                >
                  Delete
                </button>
              )}
            </>
          )
        }
      />
      <ConfirmDialog
        show={deleting !== null}
        title={`Delete the role ${deleting?.name ?? ''}?`}
        confirmLabel="Delete role"
        processing={processing}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      >
        {deleting && deleting.usersCount > 0
          ? `${deleting.usersCount === 1 ? '1 user holds' : `${deleting.usersCount} users hold`} this role: give them another role before deleting it.`
          : 'Nobody holds this role. Deleting it cannot be undone.'}
      </ConfirmDialog>
    </>
  )
}
