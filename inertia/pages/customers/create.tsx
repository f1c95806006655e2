import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CustomerForm } from '~/components/customers/customer_form'
import { urlFor } from '~/lib/routes'

export default function CustomersCreate() {
  return (
    <>
      <Head title="New customer" />
      <Breadcrumbs
        trail={[{ label: 'Customers', route: 'customers.index' }]}
        current="New customer"
      />
      <h1 className="h3 mb-4">New customer</h1>
      <CustomerForm
        action={urlFor('customers.store')}
        method="post"
        submitLabel="Add customer"
        initial={{ name: '', email: '', phone: '', address: '', notes: '', is_active: true }}
      />
    </>
  )
}
