import { Head, Link } from '@inertiajs/react'
import { CustomerForm, type CustomerRow } from '~/components/customers/customer_form'

export default function CustomersEdit({ customer }: { customer: CustomerRow }) {
  return (
    <>
      <Head title={`Edit ${customer.name}`} />
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link href="/customers">Customers</Link>
      </nav>
      <h1 className="h3 mb-4">
        Edit {customer.name} <small className="text-body-secondary fs-6">#{customer.id}</small>
      </h1>
      <CustomerForm
        action={`/customers/${customer.id}`}
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
