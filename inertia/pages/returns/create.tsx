import { useState, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CheckField } from '~/components/check_field'
import { useServerError } from '~/components/field_messages'
import { QuantityInput } from '~/components/quantity_input'
import type { NumericValue } from '~/components/numeric_field'
import { SelectField } from '~/components/select_field'
import { StatusBadge } from '~/components/status_badge'
import { SubmitButton } from '~/components/submit_button'
import { TextAreaField } from '~/components/text_area_field'
import { useShop } from '~/lib/shop'
import { rememberedTill } from '~/lib/till_choice'
import { urlFor } from '~/lib/routes'
import { loadOnShow } from '~/lib/load_on_show'
import { PAYMENT_LABELS, PAYMENT_METHODS, refundShare } from '#common/sale_totals'
import { RETURN_REASONS, RETURN_REASON_LABELS } from '#common/return_reasons'
import type { Data } from '~generated/data'

// A manager's PIN for a refund paid another way than the sale: loaded when first asked for.
const ApprovalDialog = loadOnShow(() =>
  import('~/components/counter/approval_dialog').then((module) => module.ApprovalDialog)
)

/** A line of the sale being returned, from its receipt (ReceiptTransformer). */
type SoldLine = Data.Receipt['lines'][number]

interface Props {
  searched: string
  order: Data.Receipt | null
  notFound: boolean
  returnable: boolean
}

interface LineChoice {
  quantity: NumericValue
  restock: boolean
}

interface ReturnFormData {
  [key: string]: string | number | Record<number, LineChoice>
  order_id: number
  reason: string
  refund_method: string
  note: string
  lines: Record<number, LineChoice>
}

/** Returns / Create: find the sale by its receipt, then take back units of its lines. */
export default function ReturnsCreate({ searched, order, notFound, returnable }: Props) {
  const [code, setCode] = useState(searched)
  const title = 'Return goods'
  return (
    <>
      <Head title={title} />
      <Breadcrumbs trail={[{ label: 'Returns', route: 'returns.index' }]} current={title} />
      <h1 className="h3 mb-4">{title}</h1>
      <form
        className="card mb-3"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          router.get(urlFor('returns.create'), { order: code.trim() })
        }}
      >
        <div className="card-body">
          <label htmlFor="order-code" className="form-label">
            Receipt barcode or order number
          </label>
          <div className="input-group">
            <input
              id="order-code"
              name="order"
              type="search"
              className={`form-control ${notFound ? 'is-invalid' : ''}`}
              dir="ltr"
              autoComplete="off"
              autoFocus={order === null}
              maxLength={40}
              placeholder="DTN-000123"
              value={code}
              aria-invalid={notFound || undefined}
              aria-describedby={notFound ? 'order-code-error' : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="btn btn-outline-secondary">
              <i className="bi bi-search" aria-hidden="true" /> Find sale
            </button>
            {notFound && (
              <div id="order-code-error" className="invalid-feedback">
                No sale {searched ? `numbered “${searched}” ` : ''}at your branches. Scan the
                receipt’s barcode or type its number.
              </div>
            )}
          </div>
        </div>
      </form>
      {order && <ReturnForm key={order.id} order={order} returnable={returnable} />}
    </>
  )
}

function ReturnForm({ order, returnable }: { order: Data.Receipt; returnable: boolean }) {
  const shop = useShop()
  const open = order.lines.filter((line) => line.quantity > line.returnedQuantity)
  const form = useForm<ReturnFormData>({
    order_id: order.id,
    reason: '',
    refund_method: order.payments[0]?.method ?? 'cash',
    note: '',
    lines: Object.fromEntries(order.lines.map((line) => [line.id, { quantity: 0, restock: true }])),
  })
  // The lines sent, in order, to read the server's `lines.N.…` messages back onto them.
  const [sent, setSent] = useState<number[]>([])
  const errors = form.errors as Record<string, string | undefined>
  const lineError = (lineId: number, field: string) => {
    const index = sent.indexOf(lineId)
    return index >= 0 ? errors[`lines.${index}.${field}`] : undefined
  }

  const chosen = (line: SoldLine) => {
    const quantity = form.data.lines[line.id]?.quantity
    return typeof quantity === 'number' ? quantity : 0
  }
  const refundOf = (line: SoldLine) => {
    const quantity = Math.min(chosen(line), line.quantity - line.returnedQuantity)
    return quantity > 0
      ? refundShare(line.lineTotal, line.quantity, line.returnedQuantity, quantity)
      : 0
  }
  const refund = order.lines.reduce((sum, line) => sum + refundOf(line), 0)
  // "No line chosen" goes as soon as a quantity changes.
  const linesError = useServerError(
    errors.lines,
    order.lines.map((line) => form.data.lines[line.id].quantity).join(' ')
  )

  function setLine(lineId: number, patch: Partial<LineChoice>) {
    form.setData('lines', {
      ...form.data.lines,
      [lineId]: { ...form.data.lines[lineId], ...patch },
    })
  }

  // What the server said needs a manager's approval, while the PIN dialog is open.
  const [approvalAsked, setApprovalAsked] = useState<string | null>(null)

  /** The return as it is sent, and as a manager's approval is bound to it. */
  function returnBody(data: ReturnFormData) {
    const picked = order.lines.filter((line) => data.lines[line.id].quantity !== 0)
    return {
      order_id: data.order_id,
      reason: data.reason,
      refund_method: data.refund_method,
      note: data.note.trim() === '' ? null : data.note,
      // The refund comes out of this device's till: filed in its open session.
      till_id: rememberedTill(),
      lines: picked.map((line) => ({
        order_line_id: line.id,
        quantity: data.lines[line.id].quantity,
        restock: data.lines[line.id].restock,
      })),
    }
  }

  // A refund paid another way than the sale may need a manager: the server
  // says so, the PIN dialog opens, and its token sends the same return again.
  function send(approvalToken: string | null) {
    const body = returnBody(form.data)
    setSent(body.lines.map((line) => line.order_line_id))
    form.transform((data) => ({ ...returnBody(data), approval_token: approvalToken }))
    form.post(urlFor('returns.store'), {
      preserveScroll: true,
      onSuccess: () => setApprovalAsked(null),
      onError: (problems) => {
        setApprovalAsked((problems as Record<string, string | undefined>).approval ?? null)
      },
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    send(null)
  }

  return (
    <>
      {/* Outside the return's form: the dialog's own form submits on its own. */}
      <ApprovalDialog
        show={approvalAsked !== null}
        kind="return"
        reason={approvalAsked ?? undefined}
        branchId={String(order.branch.id)}
        payload={() => returnBody(form.data)}
        onApproved={(token) => send(token)}
        onCancel={() => setApprovalAsked(null)}
      />
      <form className="card" onSubmit={submit} aria-labelledby="sale-heading" noValidate>
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h2 id="sale-heading" className="h5 mb-0 me-auto">
              Sale <span dir="ltr">{order.number}</span>{' '}
              <StatusBadge status={order.status} className="align-middle" />
            </h2>
            <Link route="orders.show" routeParams={{ id: order.id }}>
              Receipt
            </Link>
          </div>
          <p className="text-body-secondary">
            {/* A parked sale opened by its id has no completion time. */}
            {order.completedAt && `${shop.dateTime(order.completedAt)} · `}
            {order.branch.name} · {order.customer?.name ?? 'Walk-in'} ·{' '}
            <span dir="ltr">{shop.money(order.total)}</span>
          </p>
          {errors.order && <div className="alert alert-danger">{errors.order}</div>}
          {!returnable ? (
            <div className="alert alert-warning mb-0">
              {order.status === 'voided'
                ? 'This sale was voided: nothing can come back against it.'
                : open.length === 0
                  ? 'Everything sold on this sale has already come back.'
                  : 'You may not take returns for this sale.'}
            </div>
          ) : (
            <>
              {linesError && <div className="alert alert-danger py-2">{linesError}</div>}
              <ol className="list-unstyled" aria-label="Lines sold">
                {order.lines.map((line) => {
                  const left = line.quantity - line.returnedQuantity
                  return (
                    <li key={line.id} className="border rounded p-2 mb-2">
                      <div className="d-flex flex-wrap gap-2 mb-2">
                        <div className="flex-grow-1 text-break">
                          <div dir="auto" className="fw-semibold">
                            {line.name}
                          </div>
                          <small className="text-body-secondary">
                            <span dir="ltr">{line.sku}</span> · sold {shop.count(line.quantity)} ·
                            returned {shop.count(line.returnedQuantity)} · {shop.count(left)} may
                            come back
                          </small>
                        </div>
                        <div className="text-end" aria-live="polite">
                          <small className="text-body-secondary d-block">Refund</small>
                          <span className="fw-semibold" dir="ltr">
                            {shop.money(refundOf(line))}
                          </span>
                        </div>
                      </div>
                      {left > 0 && (
                        <div className="row g-2 align-items-end">
                          <QuantityInput
                            name={`line-${line.id}-quantity`}
                            id={`line-${line.id}-quantity`}
                            label={`Units of ${line.name} coming back`}
                            className="col-sm-6"
                            min={0}
                            max={left}
                            stepButtons
                            value={form.data.lines[line.id].quantity}
                            error={lineError(line.id, 'quantity')}
                            onValueChange={(quantity) => setLine(line.id, { quantity })}
                          />
                          <CheckField
                            name={`line-${line.id}-restock`}
                            id={`line-${line.id}-restock`}
                            label="Back on the shelf"
                            className="col-sm-6 mb-2"
                            help="Unticked, the units are written off."
                            checked={form.data.lines[line.id].restock}
                            onCheckedChange={(restock) => setLine(line.id, { restock })}
                          />
                        </div>
                      )}
                    </li>
                  )
                })}
              </ol>
              <div className="row g-3 mb-3">
                <SelectField
                  name="reason"
                  label="Reason"
                  className="col-sm-6"
                  value={form.data.reason}
                  options={[
                    { value: '', label: 'Choose a reason' },
                    ...RETURN_REASONS.map((reason) => ({
                      value: reason,
                      label: RETURN_REASON_LABELS[reason],
                    })),
                  ]}
                  error={errors.reason}
                  onValueChange={(reason) => form.setData('reason', reason)}
                />
                <SelectField
                  name="refund_method"
                  label="Refund by"
                  className="col-sm-6"
                  value={form.data.refund_method}
                  options={PAYMENT_METHODS.map((method) => ({
                    value: method,
                    label: PAYMENT_LABELS[method],
                  }))}
                  error={errors.refund_method}
                  onValueChange={(method) => form.setData('refund_method', method)}
                />
              </div>
              <TextAreaField
                name="note"
                label="Note"
                rows={2}
                value={form.data.note}
                error={errors.note}
                onValueChange={(note) => form.setData('note', note)}
              />
              {errors.till_id && (
                <div className="alert alert-danger" role="alert">
                  {errors.till_id}
                </div>
              )}
              <div className="d-flex flex-wrap align-items-center gap-3">
                <SubmitButton processing={form.processing} className="">
                  Take back and refund
                </SubmitButton>
                <span className="fs-5" data-testid="refund-total">
                  Refund <strong dir="ltr">{shop.money(refund)}</strong>
                </span>
              </div>
            </>
          )}
        </div>
      </form>
    </>
  )
}
