import { Head, router } from '@inertiajs/react'
import { useState } from 'react'
import { Avatar } from '~/components/avatar'
import { Breadcrumbs } from '~/components/breadcrumbs'
import {
  UserForm,
  type BranchOption,
  type RoleOption,
  type UserData,
} from '~/components/users/user_form'
import { StatusBadge } from '~/components/status_badge'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  user: UserData
  canEdit: boolean
  isSelf: boolean
  invitation: Data.Invitation | null
  roles: RoleOption[]
  branches: BranchOption[]
}

export default function UsersEdit({ user, canEdit, isSelf, invitation, roles, branches }: Props) {
  const shop = useShop()
  const [sending, setSending] = useState(false)

  function resend() {
    router.post(
      urlFor('users.invite', { id: user.id }),
      {},
      {
        preserveScroll: true,
        onStart: () => setSending(true),
        onFinish: () => setSending(false),
      }
    )
  }

  return (
    <>
      <Head title={user.name} />
      <Breadcrumbs trail={[{ label: 'Users', route: 'users.index' }]} current={user.name} />
      <div className="d-flex align-items-center gap-3 mb-4">
        <Avatar src={user.gravatar} initials={user.initials} name={user.name} />
        <div>
          <h1 className="h3 mb-1">{user.name}</h1>
          <div className="d-flex flex-wrap gap-2 align-items-center small text-body-secondary">
            <StatusBadge status={user.status} />
            <span>Joined {shop.date(user.createdAt)}</span>
            <span>Last sign-in {user.lastLoginAt ? shop.dateTime(user.lastLoginAt) : 'never'}</span>
          </div>
        </div>
      </div>

      {!canEdit && (
        <div className="alert alert-info" role="status">
          You can see this account but not change it.
        </div>
      )}
      {canEdit && isSelf && (
        <div className="alert alert-info" role="status">
          This is your own account: someone else has to change your role or deactivate you.
        </div>
      )}
      {user.status === 'waiting' && (
        <div className="alert alert-warning" role="status">
          {user.name} registered and is waiting for access: choose a role and branches, then save.
        </div>
      )}
      {user.status === 'invited' && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="me-auto">
            {invitation && !invitation.expired
              ? `Invitation sent; the link works until ${shop.dateTime(invitation.expiresAt)}.`
              : 'The invitation has expired or was never sent.'}
          </span>
          {canEdit && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={sending}
              onClick={resend}
            >
              Send a new invitation
            </button>
          )}
        </div>
      )}

      <UserForm
        user={user}
        roles={roles}
        branches={branches}
        readOnly={!canEdit}
        isSelf={isSelf}
        key={user.id}
      />
    </>
  )
}
