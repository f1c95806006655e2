import { useLatest } from '~/lib/use_latest'
import { useRef, useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { SelectField } from '~/components/select_field'
import { TextAreaField } from '~/components/text_area_field'
import { QuantityInput } from '~/components/quantity_input'
import type { NumericValue } from '~/components/numeric_field'
import { ScanField } from '~/components/scan_field'
import type { LabelProduct } from '~/lib/labels/types'
import type { BranchChoices } from '~/components/stock_moves/types'
import { urlFor } from '~/lib/routes'
import { MAX_TRANSFER_LINES } from '#common/limits'

export interface TransferFormLine {
  product_id: number
  name: string
  sku: string
  quantity: NumericValue
}

export interface TransferFormData {
  from_branch_id: string
  to_branch_id: string
  note: string
  lines: TransferFormLine[]
}

const productSearchUrl = (search: string) =>
  urlFor('stock_moves.products', undefined, { qs: { search } })

/** A stock move's draft: from, to, note and its lines (product found by search, quantity). */
export function TransferForm({
  initial,
  action,
  method,
  submitLabel,
  choices,
  cancel,
}: {
  initial: TransferFormData
  action: string
  method: 'post' | 'put'
  submitLabel: string
  choices: BranchChoices
  cancel:
    { route: 'stock_moves.index' } | { route: 'stock_moves.edit'; routeParams: { id: number } }
}) {
  const form = useForm(initial)
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.submit(method, action, { preserveScroll: true })
  }

  const scanRef = useRef<HTMLInputElement>(null)
  const [scanMessage, setScanMessage] = useState<string | null>(null)
  // The lines as the last scan left them, for scans answered before the next render.
  const linesRef = useLatest(form.data.lines)

  /** A scan or a match: a new line of one, or one more on its line. */
  function add(product: LabelProduct) {
    const lines = linesRef.current
    const at = lines.findIndex((line) => line.product_id === product.id)
    if (at < 0 && lines.length >= MAX_TRANSFER_LINES) {
      setScanMessage(`A stock move has at most ${MAX_TRANSFER_LINES} lines.`)
      return
    }
    const next =
      at >= 0
        ? lines.map((line, index) =>
            index === at && typeof line.quantity === 'number'
              ? { ...line, quantity: line.quantity + 1 }
              : line
          )
        : [...lines, { product_id: product.id, name: product.name, sku: product.sku, quantity: 1 }]
    linesRef.current = next
    form.setData('lines', next)
    setScanMessage(at >= 0 ? `One more ${product.name}.` : `Added ${product.name}.`)
  }

  function setLine(index: number, line: Partial<TransferFormLine>) {
    form.setData(
      'lines',
      form.data.lines.map((current, at) => (at === index ? { ...current, ...line } : current))
    )
  }

  return (
    <FormCard
      onSubmit={submit}
      label="Stock move"
      actions={
        <FormActions processing={form.processing} submitLabel={submitLabel} cancel={cancel} />
      }
    >
      <FormSection
        title="Route"
        help="Stock leaves one of your branches and goes to any other active branch. Nothing moves until the draft is sent."
      >
        <div className="row g-3 mb-3">
          <div className="col-md-6">
            <SelectField
              name="from_branch_id"
              label="From"
              className=""
              value={form.data.from_branch_id}
              options={[{ value: '', label: 'Choose a branch' }, ...choices.sources]}
              error={errors.from_branch_id}
              onValueChange={(value) => form.setData('from_branch_id', value)}
            />
          </div>
          <div className="col-md-6">
            <SelectField
              name="to_branch_id"
              label="To"
              className=""
              value={form.data.to_branch_id}
              options={[{ value: '', label: 'Choose a branch' }, ...choices.destinations]}
              error={errors.to_branch_id}
              onValueChange={(value) => form.setData('to_branch_id', value)}
            />
          </div>
        </div>
        <TextAreaField
          name="note"
          label="Note"
          rows={2}
          value={form.data.note}
          error={errors.note}
          onValueChange={(value) => form.setData('note', value)}
        />
      </FormSection>
      <FormSection
        title="Products"
        help="Scan a barcode or type a SKU, then Enter; scanning a product again adds one more. Words list the matches."
      >
        <ScanField<LabelProduct>
          inputRef={scanRef}
          id="transfer-product-search"
          lookupUrl={productSearchUrl}
          onAdd={add}
          message={scanMessage}
          onMessage={setScanMessage}
        />
        {errors.lines && (
          <div role="alert" className="alert alert-danger py-2">
            {errors.lines}
          </div>
        )}
        {form.data.lines.length === 0 ? (
          <p className="text-body-secondary">No products yet.</p>
        ) : (
          <ul className="list-group mb-3" aria-label="Products to move">
            {form.data.lines.map((line, index) => (
              <li key={line.product_id} className="list-group-item">
                <div className="row g-2 align-items-start">
                  <div className="col-sm-7 text-break">
                    <div dir="auto" className="fw-medium">
                      {line.name}
                    </div>
                    <small className="text-body-secondary">{line.sku}</small>
                    {errors[`lines.${index}.product_id`] && (
                      <div className="text-danger small">{errors[`lines.${index}.product_id`]}</div>
                    )}
                  </div>
                  <div className="col-8 col-sm-3">
                    <QuantityInput
                      name={`lines.${index}.quantity`}
                      id={`line-${index}-quantity`}
                      label={`Quantity of ${line.name}`}
                      className=""
                      min={1}
                      value={line.quantity}
                      error={errors[`lines.${index}.quantity`]}
                      onValueChange={(value) => setLine(index, { quantity: value })}
                    />
                  </div>
                  <div className="col-4 col-sm-2 text-end pt-sm-4">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger mt-sm-2"
                      aria-label={`Remove ${line.name}`}
                      onClick={() =>
                        form.setData(
                          'lines',
                          form.data.lines.filter((_, at) => at !== index)
                        )
                      }
                    >
                      <i className="bi bi-x-lg" aria-hidden="true" />
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </FormSection>
    </FormCard>
  )
}
