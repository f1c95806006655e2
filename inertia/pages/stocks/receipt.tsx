import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { ScrollRegion } from '~/components/scroll_region'

interface Props {
  receipt: Data.StockReceipt
  canPrintLabels: boolean
}

/** Goods received at a branch: the document a receipt's ledger rows link to. */
export default function StockReceiptShow({ receipt, canPrintLabels }: Props) {
  const shop = useShop()
  const withCost = receipt.lines.some((line) => line.unitCost !== undefined)
  const units = receipt.lines.reduce((sum, line) => sum + line.quantity, 0)
  const total = receipt.lines.reduce((sum, line) => sum + line.quantity * (line.unitCost ?? 0), 0)

  return (
    <>
      <Head title={`Receipt ${receipt.number}`} />
      <Breadcrumbs trail={[{ label: 'Stocks', route: 'stocks.index' }]} current={receipt.number} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0 me-auto">
          Receipt <span dir="ltr">{receipt.number}</span>
        </h1>
        {canPrintLabels && (
          <Link
            href={`${urlFor('products.print_barcodes')}?receipt=${receipt.id}`}
            className="btn btn-outline-primary"
          >
            <i className="bi bi-upc-scan me-1" aria-hidden="true" />
            Print labels for these products
          </Link>
        )}
      </div>
      <div className="card mb-4">
        <div className="card-body">
          <dl className="row mb-0">
            <dt className="col-sm-3">Branch</dt>
            <dd className="col-sm-9">{receipt.branch.name}</dd>
            <dt className="col-sm-3">Received</dt>
            <dd className="col-sm-9">
              <span dir="ltr">{shop.dateTime(receipt.createdAt)}</span> by {receipt.user}
            </dd>
            <dt className="col-sm-3">Supplier</dt>
            <dd className="col-sm-9">{receipt.supplier ?? '—'}</dd>
            <dt className="col-sm-3">Reference</dt>
            <dd className="col-sm-9">
              {receipt.reference ? <span dir="ltr">{receipt.reference}</span> : '—'}
            </dd>
            {receipt.note && (
              <>
                <dt className="col-sm-3">Note</dt>
                <dd className="col-sm-9">{receipt.note}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <div className="card">
        <ScrollRegion label="Received products">
          <table className="table mb-0 align-middle">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col" className="text-end">
                  Quantity
                </th>
                {withCost && (
                  <>
                    <th scope="col" className="text-end">
                      Unit cost
                    </th>
                    <th scope="col" className="text-end">
                      Line cost
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {receipt.lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    <Link href={urlFor('stocks.history', { id: line.product.id })}>
                      {line.product.name}
                    </Link>
                  </td>
                  <td className="font-monospace" dir="ltr">
                    {line.product.sku}
                  </td>
                  <td className="text-end" dir="ltr">
                    {line.quantity}
                  </td>
                  {withCost && (
                    <>
                      <td className="text-end text-nowrap" dir="ltr">
                        {shop.money(line.unitCost!)}
                      </td>
                      <td className="text-end text-nowrap" dir="ltr">
                        {shop.money(line.quantity * line.unitCost!)}
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-semibold">
                <th scope="row" colSpan={2}>
                  {receipt.lines.length} {receipt.lines.length === 1 ? 'product' : 'products'}
                </th>
                <td className="text-end" dir="ltr">
                  {units}
                </td>
                {withCost && (
                  <>
                    <td />
                    <td className="text-end text-nowrap" dir="ltr">
                      {shop.money(total)}
                    </td>
                  </>
                )}
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      </div>
    </>
  )
}
