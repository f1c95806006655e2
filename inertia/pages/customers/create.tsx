import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { CustomerForm } from '~/components/customers/customer_form'
import { urlFor } from '~/lib/routes'

export default function CustomersCreate() {
  return (
    <>
      <Head title="New customer" />
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link route="customers.index">Customers</Link>
      </nav>
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
