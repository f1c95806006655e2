import { useState } from 'react'
import { ScrollRegion } from '~/components/scroll_region'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { StatusBadge } from '~/components/status_badge'
import { PurchaseOrderForm } from '~/components/purchasing/purchase_order_form'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  order: Data.PurchaseOrder
  can: {
    edit: boolean
    place: boolean
    send: boolean
    close: boolean
    cancel: boolean
    receive: boolean
  }
  branches: Data.BranchRef[]
  suppliers: Data.Supplier[]
  limits: { lines: number; quantity: number }
}

type Step = 'place' | 'send' | 'close' | 'cancel'

const STEP_WORDS: Record<Step, { label: string; confirm: string; variant: string }> = {
  place: {
    label: 'Order it',
    confirm: 'The lines are then fixed and count as on order.',
    variant: 'primary',
  },
  send: {
    label: 'Send to supplier',
    confirm: 'The supplier is mailed the order with its PDF.',
    variant: 'outline-primary',
  },
  close: {
    label: 'Close',
    confirm: 'What is still outstanding will not come and stops counting as on order.',
    variant: 'secondary',
  },
  cancel: {
    label: 'Cancel order',
    confirm: 'Nothing was received: the order is dropped.',
    variant: 'danger',
  },
}

/** A purchase order: its lines, what came, and the steps its status offers. */
export default function PurchaseOrderShow({ order, can, branches, suppliers, limits }: Props) {
  const shop = useShop()
  const [asking, setAsking] = useState<Step | null>(null)
  const [processing, setProcessing] = useState(false)
  const withCost = order.total !== undefined
  const steps = (['place', 'send', 'close', 'cancel'] as const).filter((step) => can[step])

  function run(step: Step) {
    router.post(urlFor(`purchase_orders.${step}`, { id: order.id }), undefined, {
      onStart: () => setProcessing(true),
      onFinish: () => {
        setProcessing(false)
        setAsking(null)
      },
    })
  }

  return (
    <>
      <Head title={order.number} />
      <Breadcrumbs
        trail={[{ label: 'Purchase orders', route: 'purchase_orders.index' }]}
        current={order.number}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">
          {order.number} <StatusBadge status={order.status} className="fs-6 align-middle" />
          {order.late && <span className="badge text-bg-danger fs-6 ms-1 align-middle">Late</span>}
        </h1>
        {withCost && (
          <a className="btn btn-secondary" href={urlFor('purchase_orders.pdf', { id: order.id })}>
            <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
            PDF
          </a>
        )}
        {can.receive && (
          <Link className="btn btn-outline-primary" route="stocks.add">
            Receive
          </Link>
        )}
        {steps.map((step) => (
          <button
            key={step}
            type="button"
            className={`btn btn-${STEP_WORDS[step].variant}`}
            onClick={() => setAsking(step)}
          >
            {STEP_WORDS[step].label}
          </button>
        ))}
      </div>
      <p className="text-body-secondary">
        {order.supplier?.name} → {order.branch?.name}
        {order.expectedOn ? ` · expected ${order.expectedOn}` : ''}
        {order.sentAt ? ` · sent ${shop.dateTime(order.sentAt)}` : ''}
      </p>
      {can.edit ? (
        <PurchaseOrderForm
          order={order}
          branches={branches}
          suppliers={suppliers}
          withCost={withCost}
          limits={limits}
        />
      ) : null}
      {order.status !== 'draft' && (
        <div className="card mb-4">
          <ScrollRegion label="What was ordered and received">
            <table className="table mb-0 align-middle">
              <caption className="visually-hidden">What was ordered and received</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="text-end">
                    Ordered
                  </th>
                  <th scope="col" className="text-end">
                    Received
                  </th>
                  <th scope="col" className="text-end">
                    Outstanding
                  </th>
                  {withCost && (
                    <th scope="col" className="text-end">
                      Amount
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.lineId}>
                    <td>
                      <div dir="auto">{line.name}</div>
                      <small className="text-body-secondary" dir="ltr">
                        {line.sku}
                      </small>
                    </td>
                    <td className="text-end">
                      {line.quantity}
                      {line.packSize > 1 && (
                        <small className="text-body-secondary d-block">
                          {line.quantity / line.packSize} × {line.packSize}
                        </small>
                      )}
                    </td>
                    <td className="text-end">{line.receivedQuantity}</td>
                    <td className="text-end">{line.outstanding}</td>
                    {withCost && (
                      <td className="text-end text-nowrap">
                        {line.lineTotal === undefined ? '—' : shop.money(line.lineTotal)}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
              {withCost && order.total !== undefined && (
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4} className="text-end">
                      Total
                    </th>
                    <td className="text-end fw-semibold text-nowrap">{shop.money(order.total)}</td>
                  </tr>
                </tfoot>
              )}
            </table>
          </ScrollRegion>
        </div>
      )}
      <ConfirmDialog
        show={asking !== null}
        title={asking ? `${STEP_WORDS[asking].label}: ${order.number}?` : ''}
        confirmLabel={asking ? STEP_WORDS[asking].label : ''}
        variant={asking === 'cancel' ? 'danger' : 'primary'}
        processing={processing}
        onConfirm={() => asking && run(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking ? STEP_WORDS[asking].confirm : null}
      </ConfirmDialog>
    </>
  )
}
