import { router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useState } from 'react'
import { Avatar } from '~/components/avatar'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { DataTable } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import { SelectField } from '~/components/select_field'
import type { UserData } from '~/components/users/user_form'
import { useShop } from '~/lib/shop'
import type { PageMeta, SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

interface Props {
  users: UserData[]
  meta: PageMeta
  filters: { search: string; status: string; role: string; sort: string }
  roles: { value: string; label: string }[]
  waitingCount: number
  canManage: boolean
  /** Ids of the listed accounts this manager may change. */
  editable: number[]
}

export default function UsersIndex({
  users,
  meta,
  filters,
  roles,
  waitingCount,
  canManage,
  editable,
}: Props) {
  const shop = useShop()
  const me = usePage<SharedProps>().props.auth.user?.id
  const [deactivating, setDeactivating] = useState<UserData | null>(null)
  const [processing, setProcessing] = useState(false)

  function post(url: string, done?: () => void) {
    router.post(
      url,
      {},
      {
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => {
          setProcessing(false)
          done?.()
        },
      }
    )
  }

  return (
    <>
      <IndexHeader
        title="Users"
        primary={
          canManage && (
            <Link route="users.create" className="btn btn-primary">
              <i className="bi bi-person-plus me-1" aria-hidden="true" />
              New user
            </Link>
          )
        }
      />
      {waitingCount > 0 && (
        <div
          className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
          role="status"
        >
          <span className="me-auto">
            {waitingCount === 1
              ? '1 person is waiting for access.'
              : `${waitingCount} people are waiting for access.`}{' '}
            They are listed first: give them a role and branches.
          </span>
        </div>
      )}
      <DataTable
        path={urlFor('users.index')}
        rows={users}
        meta={meta}
        query={filters}
        searchLabel="Search by name or email"
        defaultSort="name"
        emptyMessage="No user matches these filters."
        filters={(apply) => (
          <>
            <SelectField
              name="status"
              id="filter-status"
              label="Status"
              className=""
              value={filters.status}
              options={[
                { value: '', label: 'Any status' },
                { value: 'waiting', label: 'Waiting for access' },
                { value: 'invited', label: 'Invited' },
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              onValueChange={(value) => apply({ status: value })}
            />
            <SelectField
              name="role"
              id="filter-role"
              label="Role"
              className=""
              value={filters.role}
              options={[{ value: '', label: 'Any role' }, ...roles]}
              onValueChange={(value) => apply({ role: value })}
            />
          </>
        )}
        columns={[
          {
            key: 'name',
            label: 'Name',
            // Names and emails stay whole in the table; a phone's card wraps them.
            className: 'text-nowrap',
            sort: { asc: 'name', desc: 'name_desc' },
            render: (user) => (
              <div className="d-flex align-items-center gap-2">
                <Avatar src={user.gravatar} initials={user.initials} name={user.name} />
                <div>
                  <Link route="users.edit" routeParams={{ id: user.id }} className="fw-semibold">
                    {user.name}
                  </Link>
                  <div className="small text-body-secondary">{user.email}</div>
                </div>
              </div>
            ),
          },
          { key: 'role', label: 'Role', render: (user) => user.role?.name ?? '—' },
          {
            key: 'branches',
            label: 'Branches',
            render: (user) =>
              user.branches.length ? user.branches.map((branch) => branch.code).join(', ') : '—',
          },
          {
            key: 'status',
            label: 'Status',
            className: 'text-nowrap',
            render: (user) => <StatusBadge status={user.status} />,
          },
          {
            key: 'last_login',
            label: 'Last sign-in',
            className: 'text-nowrap',
            sort: { asc: 'last_login_asc', desc: 'last_login', first: 'desc' },
            render: (user) => (user.lastLoginAt ? shop.dateTime(user.lastLoginAt) : 'Never'),
          },
        ]}
        rowActions={(user) => {
          const mayEdit = editable.includes(user.id)
          return (
            <RowActions
              name={user.name}
              actions={[
                { label: mayEdit ? 'Edit' : 'View', href: urlFor('users.edit', { id: user.id }) },
                mayEdit &&
                  user.isActive &&
                  user.id !== me && {
                    label: 'Deactivate…',
                    danger: true,
                    onClick: () => setDeactivating(user),
                  },
                mayEdit &&
                  !user.isActive && {
                    label: 'Reactivate',
                    disabled: processing,
                    onClick: () => post(urlFor('users.activate', { id: user.id })),
                  },
              ]}
            />
          )
        }}
      />
      <ConfirmDialog
        show={deactivating !== null}
        title={`Deactivate ${deactivating?.name ?? ''}?`}
        confirmLabel="Deactivate"
        processing={processing}
        onConfirm={() =>
          deactivating &&
          post(urlFor('users.deactivate', { id: deactivating.id }), () => setDeactivating(null))
        }
        onCancel={() => setDeactivating(null)}
      >
        They are signed out at once and can no longer sign in. Their sales and history stay.
      </ConfirmDialog>
    </>
  )
}
