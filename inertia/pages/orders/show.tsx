import { useEffect, useRef, useState } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { FieldMessages, describedBy } from '~/components/field_messages'
import { StatusBadge } from '~/components/status_badge'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { PAYMENT_LABELS, type PaymentMethod } from '#common/sale_totals'
import { RETURN_REASON_LABELS, type ReturnReason } from '#common/return_reasons'
import { ReceiptBody, type Receipt, type ReceiptSettings } from '~/components/orders/receipt_body'
import { receiptPageRule, useHeightInMm } from '~/components/orders/receipt_page'
import { loadOnShow } from '~/lib/load_on_show'
import { SlipToolbar, type SlipPaper } from '~/components/slip_toolbar'
import '~/css/receipt.scss'

// A manager's PIN for a cashier's void: its code loads when first asked for.
const ApprovalDialog = loadOnShow(() =>
  import('~/components/counter/approval_dialog').then((module) => module.ApprovalDialog)
)

interface Props {
  order: Receipt
  receiptSettings: ReceiptSettings
  can: {
    void: boolean
    /** "Void needs approval": the seller may not void alone, a manager's PIN approves it. */
    voidWithApproval: boolean
    create: boolean
    returnGoods: boolean
    edit: boolean
  }
  /** Why a user who voids sales cannot void this one (another day, goods returned). */
  voidRefused: string | null
  /** Shown right after the counter completed it: Enter starts the next sale. */
  justCompleted: boolean
  /** What completing the sale did (its number, the change due), said on the receipt's page. */
  completedMessage: string | null
}

/** The receipt of a sale (Orders / Show): printable on an 80 mm roll or A4, voidable on its day. */
export default function OrderShow({
  order,
  receiptSettings,
  can,
  voidRefused,
  justCompleted,
  completedMessage,
}: Props) {
  const shop = useShop()
  const [paper, setPaper] = useState<SlipPaper>('80mm')
  const [confirmVoid, setConfirmVoid] = useState(false)
  // What the server said needs a manager's approval, while the PIN dialog is open.
  const [approvalAsked, setApprovalAsked] = useState<string | null>(null)
  const receipt = useRef<HTMLElement>(null)
  const receiptHeight = useHeightInMm(receipt)
  const form = useForm({ reason: '' })
  const title = order.number ? `Order ${order.number}` : 'Parked sale'

  // After a sale the till's next key starts the next one: Enter (N at any time), unless typing.
  useEffect(() => {
    if (!can.create) return
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null
      if (event.ctrlKey || event.metaKey || event.altKey || confirmVoid || approvalAsked) return
      if (target && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName)) return
      const next =
        event.key === 'n' || event.key === 'N' || (justCompleted && event.key === 'Enter')
      // Enter on a focused link already follows it.
      if (!next || (event.key === 'Enter' && target?.tagName === 'A')) return
      event.preventDefault()
      router.visit(urlFor('orders.create'))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [can.create, justCompleted, confirmVoid, approvalAsked])

  // Without `orders.void` the void asks for approval: the PIN dialog takes
  // over from the reason's, and its token sends the same void again.
  function submitVoid(approvalToken: string | null = null) {
    form.transform((data) => ({ ...data, approval_token: approvalToken }))
    const route = can.void ? 'orders.void' : 'orders.void_approved'
    form.post(urlFor(route, { id: order.id }), {
      preserveScroll: true,
      onSuccess: () => {
        setConfirmVoid(false)
        setApprovalAsked(null)
      },
      onError: (errors) => {
        const asked = (errors as Record<string, string | undefined>).approval
        if (!asked) return
        setConfirmVoid(false)
        setApprovalAsked(asked)
      },
    })
  }

  return (
    <>
      <Head title={title} />
      {/* Paper size for the browser's print dialog, as chosen on screen. */}
      <style>{receiptPageRule(paper, receiptHeight)}</style>
      <div className="card mb-4">
        <div className="card-body d-flex flex-wrap align-items-center gap-2">
          <h1 className="h3 mb-0 me-auto">
            {order.number ? (
              <>
                Order <span dir="ltr">{order.number}</span>
              </>
            ) : (
              title
            )}{' '}
            <StatusBadge status={order.status} className="fs-6 align-middle" />
          </h1>
          <SlipToolbar
            paper={paper}
            onPaper={setPaper}
            pdfUrl={urlFor('orders.pdf', { id: order.id }, { qs: { paper } })}
            onPrint={() => window.print()}
          />
          {can.create && (
            <Link
              route="orders.create"
              className={`btn ${justCompleted ? 'btn-success' : 'btn-outline-primary'}`}
              autoFocus={justCompleted}
            >
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New sale <kbd className="ms-1">{justCompleted ? 'Enter' : 'N'}</kbd>
            </Link>
          )}
          {can.returnGoods && (
            <a
              href={urlFor('returns.create', undefined, { qs: { order_id: String(order.id) } })}
              className="btn btn-outline-secondary"
            >
              <i className="bi bi-arrow-return-left me-1" aria-hidden="true" />
              Return goods
            </a>
          )}
          {can.edit && (
            <Link
              route="orders.edit"
              routeParams={{ id: order.id }}
              className="btn btn-outline-secondary"
            >
              Edit details
            </Link>
          )}
          {can.void && (
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setConfirmVoid(true)}
            >
              Void…
            </button>
          )}
          {can.voidWithApproval && (
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setConfirmVoid(true)}
            >
              Void needs approval…
            </button>
          )}
        </div>
      </div>

      {completedMessage && (
        <div className="alert alert-success fs-5 d-print-none" role="status">
          <i className="bi bi-check-circle-fill me-2" aria-hidden="true" />
          {completedMessage}
        </div>
      )}
      {voidRefused && (
        <p className="alert alert-secondary d-print-none" data-testid="void-refused">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {voidRefused}
        </p>
      )}
      {order.voided && (
        <div className="alert alert-dark" role="status">
          Voided {shop.dateTime(order.voided.at)}
          {order.voided.by ? ` by ${order.voided.by}` : ''}
          {order.voided.approvedBy ? `, approved by ${order.voided.approvedBy}` : ''}:{' '}
          {order.voided.reason}. Its stock is back on the shelf and it counts in no sales figure.
        </div>
      )}

      <div className="row g-4">
        <div className="col-lg-7">
          <article
            ref={receipt}
            className={`receipt-paper receipt-${paper}`}
            // Paper is white in dark mode too: its text keeps the light theme's colours.
            data-bs-theme="light"
            aria-label={`Receipt ${order.number ?? ''}`}
            data-paper={paper}
          >
            <ReceiptBody order={order} receiptSettings={receiptSettings} />
          </article>
        </div>
        <div className="col-lg-5">
          <section className="card" aria-labelledby="order-returns">
            <div className="card-header">
              <h2 id="order-returns" className="h6 mb-0">
                Returns
              </h2>
            </div>
            {order.returns.length === 0 ? (
              <p className="card-body text-body-secondary mb-0">Nothing was returned.</p>
            ) : (
              <ul className="list-group list-group-flush">
                {order.returns.map((saleReturn) => (
                  <li key={saleReturn.id} className="list-group-item">
                    <div className="d-flex justify-content-between gap-2">
                      <span dir="ltr" className="fw-semibold">
                        {saleReturn.number}
                      </span>
                      <span dir="ltr">−{shop.money(saleReturn.refundTotal)}</span>
                    </div>
                    <div className="small text-body-secondary">
                      {shop.dateTime(saleReturn.createdAt)} · {saleReturn.user} ·{' '}
                      {RETURN_REASON_LABELS[saleReturn.reason as ReturnReason] ?? saleReturn.reason}{' '}
                      · refunded by{' '}
                      {(
                        PAYMENT_LABELS[saleReturn.refundMethod as PaymentMethod] ??
                        saleReturn.refundMethod
                      ).toLowerCase()}
                      {saleReturn.approvedBy && ` · approved by ${saleReturn.approvedBy}`}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {order.customer && (
            <p className="mt-3 mb-0">
              <Link route="customers.edit" routeParams={{ id: order.customer.id }}>
                {order.customer.name}’s purchases
              </Link>
            </p>
          )}
        </div>
      </div>

      <ConfirmDialog
        show={confirmVoid}
        title={`Void ${order.number}?`}
        confirmLabel="Void order"
        processing={form.processing}
        onCancel={() => setConfirmVoid(false)}
        onConfirm={() => submitVoid()}
      >
        <p>
          The sale leaves every figure and its{' '}
          {order.lines.length === 1 ? 'product goes' : 'products go'} back on the shelf. This cannot
          be undone.
        </p>
        <label htmlFor="void-reason" className="form-label">
          Reason
        </label>
        <textarea
          id="void-reason"
          className={`form-control ${form.errors.reason ? 'is-invalid' : ''}`}
          rows={2}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.target.value)}
          aria-describedby={describedBy('void-reason', form.errors.reason)}
          aria-invalid={form.errors.reason ? true : undefined}
        />
        <FieldMessages fieldId="void-reason" error={form.errors.reason} />
      </ConfirmDialog>
      {can.voidWithApproval && (
        <ApprovalDialog
          show={approvalAsked !== null}
          kind="void"
          reason={approvalAsked ?? undefined}
          branchId={String(order.branch.id)}
          payload={() => ({ order_id: order.id })}
          onApproved={(token) => submitVoid(token)}
          onCancel={() => setApprovalAsked(null)}
        />
      )}
    </>
  )
}
