import { useState, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { QuantityInput } from '~/components/quantity_input'
import type { NumericValue } from '~/components/numeric_field'
import { StatusBadge } from '~/components/status_badge'
import { TextField } from '~/components/text_field'
import { TransferForm } from '~/components/stock_moves/transfer_form'
import type { BranchChoices, TransferRow, TransferStep } from '~/components/stock_moves/types'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { ScrollRegion } from '~/components/scroll_region'

interface Props extends BranchChoices {
  transfer: TransferRow & { lines: NonNullable<TransferRow['lines']> }
  can: { edit: boolean; send: boolean; receive: boolean; cancel: boolean }
}

function Timeline({ transfer }: { transfer: Props['transfer'] }) {
  const shop = useShop()
  const steps: [string, TransferStep | null][] = [
    ['Created', transfer.created],
    ['Sent', transfer.sent],
    ['Received', transfer.received],
    ['Cancelled', transfer.cancelled],
  ]
  return (
    <ol className="list-unstyled mb-0" aria-label="Status timeline">
      {steps
        .filter((entry): entry is [string, TransferStep] => entry[1] !== null)
        .map(([label, step]) => (
          <li key={label} className="mb-1">
            <span className="fw-medium">{label}</span> {shop.dateTime(step.at)}
            {step.by ? ` by ${step.by}` : ''}
          </li>
        ))}
    </ol>
  )
}

function ReceiveForm({ transfer }: { transfer: Props['transfer'] }) {
  const form = useForm({
    lines: transfer.lines.map((line) => ({
      id: line.id,
      received_quantity: line.quantity as NumericValue,
      shortfall_reason: '',
    })),
  })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('stock_moves.receive', { id: transfer.id }), { preserveScroll: true })
  }

  return (
    <FormCard
      onSubmit={submit}
      label="Receive"
      actions={<FormActions processing={form.processing} submitLabel="Receive" />}
    >
      <FormSection
        title="Receive"
        help="Enter what arrived of each product. Anything short of what was sent is recorded as lost in transit and needs a reason."
      >
        {transfer.lines.map((line, index) => (
          <div key={line.id} className="row g-2 mb-3">
            <div className="col-12 fw-medium text-break" dir="auto">
              {line.name} <small className="text-body-secondary">({line.sku})</small> · sent{' '}
              {line.quantity}
            </div>
            <div className="col-sm-4">
              <QuantityInput
                name={`lines.${index}.received_quantity`}
                id={`receive-${index}-quantity`}
                label={`Received of ${line.name}`}
                className=""
                min={0}
                max={line.quantity}
                value={form.data.lines[index].received_quantity}
                error={errors[`lines.${index}.received_quantity`]}
                onValueChange={(value) =>
                  form.setData(
                    'lines',
                    form.data.lines.map((current, at) =>
                      at === index ? { ...current, received_quantity: value } : current
                    )
                  )
                }
              />
            </div>
            <div className="col-sm-8">
              <TextField
                name={`lines.${index}.shortfall_reason`}
                id={`receive-${index}-reason`}
                label={`Reason for a shortfall of ${line.name}`}
                className=""
                maxLength={255}
                value={form.data.lines[index].shortfall_reason}
                error={errors[`lines.${index}.shortfall_reason`]}
                onValueChange={(value) =>
                  form.setData(
                    'lines',
                    form.data.lines.map((current, at) =>
                      at === index ? { ...current, shortfall_reason: value } : current
                    )
                  )
                }
              />
            </div>
          </div>
        ))}
      </FormSection>
    </FormCard>
  )
}

export default function StockMovesEdit({ transfer, can, sources, destinations }: Props) {
  const [confirm, setConfirm] = useState<'send' | 'cancel' | null>(null)
  const [processing, setProcessing] = useState(false)
  const received = transfer.status === 'received'

  function act(step: 'send' | 'cancel') {
    router.post(
      urlFor(step === 'send' ? 'stock_moves.send' : 'stock_moves.cancel', { id: transfer.id }),
      {},
      {
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => {
          setProcessing(false)
          setConfirm(null)
        },
      }
    )
  }

  return (
    <>
      <Head title={`Stock move ${transfer.number}`} />
      <Breadcrumbs
        trail={[{ label: 'Stock moves', route: 'stock_moves.index' }]}
        current={transfer.number}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0 me-2">Stock move {transfer.number}</h1>
        <StatusBadge status={transfer.status} />
        <div className="ms-auto d-flex flex-wrap gap-2">
          {can.send && (
            <button type="button" className="btn btn-primary" onClick={() => setConfirm('send')}>
              <i className="bi bi-truck me-1" aria-hidden="true" />
              Send
            </button>
          )}
          {can.cancel && (
            <button type="button" className="btn btn-danger" onClick={() => setConfirm('cancel')}>
              Cancel stock move
            </button>
          )}
        </div>
      </div>

      {can.edit ? (
        <TransferForm
          action={urlFor('stock_moves.update', { id: transfer.id })}
          method="put"
          submitLabel="Save draft"
          choices={{ sources, destinations }}
          cancel={{ route: 'stock_moves.index' }}
          initial={{
            from_branch_id: transfer.from ? String(transfer.from.id) : '',
            to_branch_id: transfer.to ? String(transfer.to.id) : '',
            note: transfer.note ?? '',
            lines: transfer.lines.map((line) => ({
              product_id: line.productId,
              name: line.name,
              sku: line.sku,
              quantity: line.quantity,
            })),
          }}
        />
      ) : (
        <div className="card mb-4">
          <div className="card-body">
            <dl className="row mb-3">
              <dt className="col-sm-3">From</dt>
              <dd className="col-sm-9">{transfer.from?.name ?? '—'}</dd>
              <dt className="col-sm-3">To</dt>
              <dd className="col-sm-9">{transfer.to?.name ?? '—'}</dd>
              {transfer.note && (
                <>
                  <dt className="col-sm-3">Note</dt>
                  <dd className="col-sm-9 text-break" dir="auto">
                    {transfer.note}
                  </dd>
                </>
              )}
              <dt className="col-sm-3">History</dt>
              <dd className="col-sm-9">
                <Timeline transfer={transfer} />
              </dd>
            </dl>
            <ScrollRegion label="Products moved">
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col" className="text-end">
                      Sent
                    </th>
                    {received && (
                      <>
                        <th scope="col" className="text-end">
                          Received
                        </th>
                        <th scope="col">Lost in transit</th>
                      </>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {transfer.lines.map((line) => (
                    <tr key={line.id}>
                      <td className="text-break" dir="auto">
                        {line.name} <small className="text-body-secondary">{line.sku}</small>
                      </td>
                      <td className="text-end">{line.quantity}</td>
                      {received && (
                        <>
                          <td className="text-end">{line.receivedQuantity ?? '—'}</td>
                          <td>
                            {line.receivedQuantity !== null && line.receivedQuantity < line.quantity
                              ? `${line.quantity - line.receivedQuantity}: ${line.shortfallReason ?? ''}`
                              : '—'}
                          </td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        </div>
      )}

      {can.receive && <ReceiveForm transfer={transfer} />}

      <ConfirmDialog
        show={confirm === 'send'}
        title={`Send ${transfer.number}?`}
        confirmLabel="Send"
        variant="primary"
        processing={processing}
        onCancel={() => setConfirm(null)}
        onConfirm={() => act('send')}
      >
        <p className="mb-0">
          The products leave {transfer.from?.name} now and are in transit until {transfer.to?.name}{' '}
          receives them. The draft can no longer be changed.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={confirm === 'cancel'}
        title={`Cancel ${transfer.number}?`}
        confirmLabel="Cancel stock move"
        processing={processing}
        onCancel={() => setConfirm(null)}
        onConfirm={() => act('cancel')}
      >
        <p className="mb-0">
          {transfer.status === 'sent'
            ? `The products go back into ${transfer.from?.name}'s stock.`
            : 'Nothing has moved yet; the draft is closed.'}{' '}
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  )
}
