import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { UserForm, type BranchOption, type RoleOption } from '~/components/users/user_form'

export default function UsersCreate({
  roles,
  branches,
}: {
  roles: RoleOption[]
  branches: BranchOption[]
}) {
  return (
    <>
      <Head title="New user" />
      <Breadcrumbs trail={[{ label: 'Users', route: 'users.index' }]} current="New user" />
      <h1 className="h3 mb-4">New user</h1>
      <UserForm roles={roles} branches={branches} />
    </>
  )
}
