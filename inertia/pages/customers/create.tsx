import { Head, Link } from '@inertiajs/react'
import { CustomerForm } from '~/components/customers/customer_form'

export default function CustomersCreate() {
  return (
    <>
      <Head title="New customer" />
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link href="/customers">Customers</Link>
      </nav>
      <h1 className="h3 mb-4">New customer</h1>
      <CustomerForm
        action="/customers"
        method="post"
        submitLabel="Add customer"
        initial={{ name: '', email: '', phone: '', address: '', notes: '', is_active: true }}
      />
    </>
  )
}
