import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { PurchaseOrderForm } from '~/components/purchasing/purchase_order_form'
import type { Data } from '~generated/data'

interface Props {
  order: Data.PurchaseOrder | null
  branches: Data.BranchRef[]
  suppliers: Data.Supplier[]
  withCost: boolean
  limits: { lines: number; quantity: number }
}

export default function PurchaseOrdersCreate(props: Props) {
  return (
    <>
      <Head title="New purchase order" />
      <Breadcrumbs
        trail={[{ label: 'Purchase orders', route: 'purchase_orders.index' }]}
        current="New purchase order"
      />
      <h1 className="h3 mb-4">New purchase order</h1>
      <PurchaseOrderForm {...props} />
    </>
  )
}
