import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CustomerForm, type CustomerRow } from '~/components/customers/customer_form'
import { CustomerPurchases, type CustomerOrder } from '~/components/customers/customer_purchases'
import { urlFor } from '~/lib/routes'

export default function CustomersEdit({
  customer,
  recentOrders,
}: {
  customer: CustomerRow
  recentOrders: CustomerOrder[]
}) {
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
      <CustomerPurchases customer={customer} orders={recentOrders} />
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
