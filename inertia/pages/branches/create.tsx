import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { BranchForm } from '~/components/branches/branch_form'
import { urlFor } from '~/lib/routes'

export default function BranchesCreate() {
  return (
    <>
      <Head title="New branch" />
      <Breadcrumbs trail={[{ label: 'Branches', route: 'branches.index' }]} current="New branch" />
      <h1 className="h3 mb-4">New branch</h1>
      <BranchForm
        method="post"
        action={urlFor('branches.store')}
        submitLabel="Create branch"
        initial={{ code: '', name: '', address: '', phone: '', email: '', is_active: true }}
      />
    </>
  )
}
