import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { BranchForm, type BranchRow } from '~/components/branches/branch_form'
import { urlFor } from '~/lib/routes'

export default function BranchesEdit({ branch }: { branch: BranchRow }) {
  return (
    <>
      <Head title={`Edit ${branch.name}`} />
      <Breadcrumbs trail={[{ label: 'Branches', route: 'branches.index' }]} current={branch.name} />
      <h1 className="h3 mb-1">Edit {branch.name}</h1>
      <p className="text-body-secondary mb-4">
        Next order number{' '}
        <strong>
          {branch.code}-{String(branch.nextOrderSeq).padStart(6, '0')}
        </strong>
        {' · '}
        {branch.usersCount === 1 ? '1 staff member' : `${branch.usersCount} staff members`}
      </p>
      <BranchForm
        method="put"
        action={urlFor('branches.update', { id: branch.id })}
        submitLabel="Save changes"
        initial={{
          code: branch.code,
          name: branch.name,
          address: branch.address ?? '',
          phone: branch.phone ?? '',
          email: branch.email ?? '',
          is_active: branch.isActive,
        }}
      />
    </>
  )
}
