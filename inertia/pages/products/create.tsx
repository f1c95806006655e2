import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ProductForm } from '~/components/products/product_form'

interface Props {
  defaults: { taxRateBp: number }
  categories: string[]
  units: string[]
  withCost: boolean
}

export default function ProductsCreate({ defaults, categories, units, withCost }: Props) {
  return (
    <>
      <Head title="New product" />
      <Breadcrumbs trail={[{ label: 'Products', route: 'products.index' }]} current="New product" />
      <h1 className="h3 mb-4">New product</h1>
      <ProductForm
        defaultTaxRateBp={defaults.taxRateBp}
        categories={categories}
        units={units}
        withCost={withCost}
      />
    </>
  )
}
