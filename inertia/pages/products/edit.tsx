import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ProductForm, Unknown, type ProductProps } from '~/components/products/product_form'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { useShop } from '~/lib/shop'
import { formatPercent } from '#common/basis_points'
import { urlFor } from '~/lib/routes'

interface Props {
  product: ProductProps
  canManage: boolean
  deletable: boolean
  categories: string[]
  units: string[]
}

export default function ProductsEdit({ product, canManage, deletable, categories, units }: Props) {
  const shop = useShop()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [busy, setBusy] = useState(false)
  const withCost = product.cost !== undefined

  function post(url: string) {
    router.post(
      url,
      {},
      { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) }
    )
  }

  return (
    <>
      <Head title={product.name} />
      <Breadcrumbs
        trail={[{ label: 'Products', route: 'products.index' }]}
        current={product.name}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0 me-2">{product.name}</h1>
        <span
          className={`badge ${product.isActive ? 'text-bg-success' : 'text-bg-secondary'}`}
          data-testid="product-status"
        >
          {product.isActive ? 'Active' : 'Inactive'}
        </span>
        {canManage && (
          <div className="ms-auto d-flex gap-2">
            {product.isActive ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => post(urlFor('products.deactivate', { id: product.id }))}
              >
                Deactivate
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-success"
                disabled={busy}
                onClick={() => post(urlFor('products.activate', { id: product.id }))}
              >
                Activate
              </button>
            )}
            {deletable && (
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => setConfirmDelete(true)}
              >
                Delete
              </button>
            )}
          </div>
        )}
      </div>

      <div className="row g-3 mb-3">
        <div className="col-sm-6 col-lg-3">
          <div className="card h-100">
            <div className="card-body">
              <div className="small text-body-secondary">Price</div>
              <div className="fs-5" data-testid="product-price" dir="ltr">
                {shop.money(product.price)}
              </div>
            </div>
          </div>
        </div>
        {withCost && (
          <>
            <div className="col-sm-6 col-lg-3">
              <div className="card h-100">
                <div className="card-body">
                  <div className="small text-body-secondary">Cost</div>
                  <div className="fs-5" data-testid="product-cost" dir="ltr">
                    {product.cost === null ? <Unknown /> : shop.money(product.cost!)}
                  </div>
                </div>
              </div>
            </div>
            <div className="col-sm-6 col-lg-3">
              <div className="card h-100">
                <div className="card-body">
                  <div className="small text-body-secondary">Margin</div>
                  <div className="fs-5" data-testid="product-margin" dir="ltr">
                    {product.marginBp === null || product.marginBp === undefined ? (
                      <Unknown />
                    ) : (
                      formatPercent(product.marginBp, shop.locale, 1)
                    )}
                  </div>
                </div>
              </div>
            </div>
          </>
        )}
        <div className="col-sm-6 col-lg-3">
          <div className="card h-100">
            <div className="card-body">
              <div className="small text-body-secondary">Barcode</div>
              <div className="fs-5">
                {product.symbology ? (
                  <>
                    {product.symbology}{' '}
                    <span className="font-monospace small" dir="ltr">
                      {product.barcode}
                    </span>
                  </>
                ) : (
                  'None'
                )}
              </div>
            </div>
          </div>
        </div>
      </div>

      {!canManage && (
        <p className="alert alert-info" role="note">
          You can look at this product but not change it.
        </p>
      )}
      <ProductForm
        key={product.updatedAt}
        product={product}
        categories={categories}
        units={units}
        withCost={withCost && canManage}
        readOnly={!canManage}
      />

      <ConfirmDialog
        show={confirmDelete}
        title={`Delete ${product.name}?`}
        confirmLabel="Delete"
        processing={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          router.delete(urlFor('products.destroy', { id: product.id }), {
            onStart: () => setBusy(true),
            onFinish: () => setBusy(false),
          })
        }
      >
        Nothing refers to this product yet, so it can be deleted for good. Once it has stock or
        sales, it can only be deactivated.
      </ConfirmDialog>
    </>
  )
}
