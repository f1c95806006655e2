import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

/** A parked sale as the counter lists it. */
export type ParkedSale = Data.ParkedSale

/** The counter's parked sales in the user's branches: resume one at the counter, or discard it. */
export function ParkedSales({ sales }: { sales: ParkedSale[] }) {
  const shop = useShop()
  const [discarding, setDiscarding] = useState<ParkedSale | null>(null)
  const [processing, setProcessing] = useState(false)
  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  return (
    <>
      <section className="card mb-3" aria-labelledby="parked-heading">
        <div className="card-body">
          <h2 id="parked-heading" className="h5">
            Parked sales
          </h2>
          <ul className="list-group list-group-flush">
            {sales.map((sale) => (
              <li
                key={sale.id}
                className="list-group-item d-flex flex-wrap align-items-center gap-2 px-0"
              >
                <div className="me-auto">
                  <div>
                    {sale.customer ?? 'Walk-in'} · {shop.count(sale.items)}{' '}
                    {sale.items === 1 ? 'item' : 'items'} · {money(sale.total)}
                  </div>
                  <small className="text-body-secondary">
                    {sale.branch} · {sale.seller} · {shop.dateTime(sale.parkedAt)}
                  </small>
                </div>
                <Link
                  route="orders.edit"
                  routeParams={{ id: sale.id }}
                  className="btn btn-sm btn-outline-primary"
                  aria-label={`Resume the sale parked ${shop.dateTime(sale.parkedAt)}`}
                >
                  Resume
                </Link>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Discard the sale parked ${shop.dateTime(sale.parkedAt)}`}
                  onClick={() => setDiscarding(sale)}
                >
                  Discard
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ConfirmDialog
        show={discarding !== null}
        title="Discard this parked sale?"
        confirmLabel="Discard"
        processing={processing}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (!discarding) return
          setProcessing(true)
          router.delete(urlFor('orders.destroy', { id: discarding.id }), {
            preserveScroll: true,
            onFinish: () => {
              setProcessing(false)
              setDiscarding(null)
            },
          })
        }}
      >
        <p>It never took stock or a number; its lines are lost.</p>
      </ConfirmDialog>
    </>
  )
}
