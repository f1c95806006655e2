import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { RoleForm, type PermissionGroup, type RoleData } from '~/components/roles/role_form'

export default function RolesEdit({ role, groups }: { role: RoleData; groups: PermissionGroup[] }) {
  return (
    <>
      <Head title={`Role ${role.name}`} />
      <Breadcrumbs trail={[{ label: 'Roles', route: 'roles.index' }]} current={role.name} />
      <h1 className="h3 mb-1">{role.name}</h1>
      <p className="text-body-secondary mb-4">
        {role.usersCount === 1 ? '1 user holds' : `${role.usersCount} users hold`} this role.
      </p>
      <RoleForm role={role} groups={groups} key={role.id} />
    </>
  )
}
