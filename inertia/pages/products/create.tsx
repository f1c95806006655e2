import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ProductForm } from '~/components/products/product_form'
import { useCan } from '~/lib/permissions'

interface Props {
  defaults: { taxRateBp: number }
  categories: string[]
  units: string[]
}

export default function ProductsCreate({ defaults, categories, units }: Props) {
  const can = useCan()
  return (
    <>
      <Head title="New product" />
      <Breadcrumbs trail={[{ label: 'Products', route: 'products.index' }]} current="New product" />
      <h1 className="h3 mb-4">New product</h1>
      <ProductForm
        defaultTaxRateBp={defaults.taxRateBp}
        categories={categories}
        units={units}
        withCost={can('products.view_cost')}
      />
    </>
  )
}
