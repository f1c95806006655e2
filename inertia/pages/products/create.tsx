import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
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
      <nav aria-label="Breadcrumb" className="mb-2 small">
        <Link route="products.index">Products</Link>
      </nav>
      <h1 className="h3 mb-4">New product</h1>
      <div className="card">
        <div className="card-body">
          <ProductForm
            defaultTaxRateBp={defaults.taxRateBp}
            categories={categories}
            units={units}
            withCost={can('products.view_cost')}
          />
        </div>
      </div>
    </>
  )
}
