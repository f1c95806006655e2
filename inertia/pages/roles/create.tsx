import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { RoleForm, type PermissionGroup } from '~/components/roles/role_form'

export default function RolesCreate({ groups }: { groups: PermissionGroup[] }) {
  return (
    <>
      <Head title="New role" />
      <Breadcrumbs trail={[{ label: 'Roles', route: 'roles.index' }]} current="New role" />
      <h1 className="h3 mb-4">New role</h1>
      <RoleForm groups={groups} />
    </>
  )
}
