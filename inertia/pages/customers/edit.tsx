import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CustomerForm, type CustomerRow } from '~/components/customers/customer_form'
import { urlFor } from '~/lib/routes'

export default function CustomersEdit({ customer }: { customer: CustomerRow }) {
  return (
    <>
      <Head title={`Edit ${customer.name}`} />
      <Breadcrumbs
        trail={[{ label: 'Customers', route: 'customers.index' }]}
        current={customer.name}
      />
      <h1 className="h3 mb-4">
        Edit {customer.name} <small className="text-body-secondary fs-6">#{customer.id}</small>
      </h1>
      <CustomerForm
        action={urlFor('customers.update', { id: customer.id })}
        method="put"
        submitLabel="Save changes"
        initial={{
          name: customer.name,
          email: customer.email ?? '',
          phone: customer.phone ?? '',
          address: customer.address ?? '',
          notes: customer.notes ?? '',
          is_active: customer.isActive,
        }}
      />
    </>
  )
}
