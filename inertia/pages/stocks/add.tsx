import { useLatest } from '~/lib/use_latest'
import { useRef, useState, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { MoneyInput } from '~/components/money_input'
import type { NumericValue } from '~/components/numeric_field'
import { QuantityInput } from '~/components/quantity_input'
import { SelectField } from '~/components/select_field'
import { TextAreaField } from '~/components/text_area_field'
import { TextField } from '~/components/text_field'
import { ScanField } from '~/components/scan_field'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  branches: Data.BranchRef[]
  canViewCost: boolean
  canPrintLabels: boolean
  /** The receipt just saved, when the page is shown after saving one. */
  received: Data.StockReceiptRef | null
  limits: { lines: number; quantity: number }
}

interface LineData {
  product_id: number
  quantity: NumericValue
  unit_cost: NumericValue
}

interface ReceiptFormData {
  [key: string]: string | LineData[]
  branch_id: string
  supplier: string
  reference: string
  note: string
  lines: LineData[]
}

export default function StocksAdd({
  branches,
  canViewCost,
  canPrintLabels,
  received,
  limits,
}: Props) {
  const form = useForm<ReceiptFormData>({
    branch_id: branches.length === 1 ? String(branches[0].id) : '',
    supplier: '',
    reference: '',
    note: '',
    lines: [],
  })
  const [products, setProducts] = useState<Record<number, Data.ReceiptProduct>>({})
  const [scanMessage, setScanMessage] = useState<string | null>(null)
  const scanRef = useRef<HTMLInputElement>(null)
  const errors = form.errors as Record<string, string | undefined>

  // The lines as the last scan left them, for scans answered before the next render.
  const linesRef = useLatest(form.data.lines)

  function add(product: Data.ReceiptProduct) {
    setProducts((current) => ({ ...current, [product.id]: product }))
    const lines = linesRef.current
    const at = lines.findIndex((line) => line.product_id === product.id)
    if (at < 0 && lines.length >= limits.lines) {
      setScanMessage(`A receipt has at most ${limits.lines} lines.`)
      return
    }
    const next =
      at >= 0
        ? lines.map((line, index) => {
            if (index !== at) return line
            const quantity = line.quantity
            return { ...line, quantity: typeof quantity === 'number' ? quantity + 1 : quantity }
          })
        : [...lines, { product_id: product.id, quantity: 1, unit_cost: product.cost ?? null }]
    linesRef.current = next
    form.setData('lines', next)
    setScanMessage(at >= 0 ? `One more ${product.name}.` : `Added ${product.name}.`)
  }

  function setLine(index: number, patch: Partial<LineData>) {
    form.setData(
      'lines',
      form.data.lines.map((line, at) => (at === index ? { ...line, ...patch } : line))
    )
  }

  function remove(index: number) {
    form.setData(
      'lines',
      form.data.lines.filter((_, at) => at !== index)
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      branch_id: data.branch_id === '' ? null : Number(data.branch_id),
      lines: data.lines.map((line) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        ...(canViewCost ? { unit_cost: line.unit_cost } : {}),
      })),
    }))
    form.post(urlFor('stocks.receive'), {
      preserveScroll: true,
      onSuccess: () => {
        form.reset()
        setProducts({})
        setScanMessage(null)
      },
    })
  }

  return (
    <>
      <Head title="Receive stock" />
      <Breadcrumbs trail={[{ label: 'Stocks', route: 'stocks.index' }]} current="Receive stock" />
      <h1 className="h3 mb-4">Receive stock</h1>
      {received && (
        <div
          className="alert alert-success d-flex flex-wrap gap-2 align-items-center"
          role="status"
        >
          <span>Received {received.number}.</span>
          {canPrintLabels && (
            <a
              className="alert-link"
              href={urlFor('products.print_barcodes', undefined, {
                qs: { receipt: String(received.id) },
              })}
            >
              Print labels for these products
            </a>
          )}
          <span aria-hidden="true">·</span>
          <Link
            className="alert-link"
            route="stocks.receipts.show"
            routeParams={{ id: received.id }}
          >
            View receipt
          </Link>
        </div>
      )}
      <FormCard
        onSubmit={submit}
        label="Receipt"
        actions={
          <FormActions
            processing={form.processing}
            submitLabel="Receive stock"
            cancel={{ route: 'stocks.index' }}
          />
        }
      >
        <FormSection
          title="Delivery"
          help="Where the goods arrived and what the supplier calls them."
        >
          <SelectField
            name="branch_id"
            label="Branch"
            value={form.data.branch_id}
            options={[
              ...(branches.length === 1 ? [] : [{ value: '', label: 'Choose a branch' }]),
              ...branches.map((branch) => ({
                value: String(branch.id),
                label: `${branch.name} (${branch.code})`,
              })),
            ]}
            error={errors.branch_id}
            onValueChange={(value) => form.setData('branch_id', value)}
          />
          <div className="row g-3 mb-3">
            <TextField
              name="supplier"
              label="Supplier"
              className="col-sm-6"
              maxLength={120}
              value={form.data.supplier}
              error={errors.supplier}
              onValueChange={(value) => form.setData('supplier', value)}
            />
            <TextField
              name="reference"
              label="Supplier reference"
              className="col-sm-6"
              maxLength={80}
              help="Their delivery note or invoice number."
              value={form.data.reference}
              error={errors.reference}
              onValueChange={(value) => form.setData('reference', value)}
            />
          </div>
          <TextAreaField
            name="note"
            label="Note"
            value={form.data.note}
            error={errors.note}
            onValueChange={(value) => form.setData('note', value)}
          />
        </FormSection>
        <FormSection
          title="Products"
          help={
            canViewCost
              ? 'Scan a barcode or type a SKU, then Enter. Scanning a product again adds one more. The unit cost starts at the current cost.'
              : 'Scan a barcode or type a SKU, then Enter. Scanning a product again adds one more. Lines are taken at the current cost.'
          }
        >
          <ScanField<Data.ReceiptProduct>
            inputRef={scanRef}
            lookupUrl={(search) => urlFor('stocks.add.products', undefined, { qs: { search } })}
            onAdd={add}
            message={scanMessage}
            onMessage={setScanMessage}
          />
          {errors.lines && <div className="alert alert-danger py-2">{errors.lines}</div>}
          {form.data.lines.length === 0 ? (
            <p className="text-body-secondary">No products yet.</p>
          ) : (
            <ol className="list-unstyled mb-0" aria-label="Lines">
              {form.data.lines.map((line, index) => {
                const product = products[line.product_id]
                const name = product?.name ?? `Product #${line.product_id}`
                return (
                  <li key={line.product_id} className="border rounded p-2 mb-2">
                    <div className="d-flex align-items-start gap-2 mb-2">
                      <div className="flex-grow-1 text-break">
                        <div dir="auto" className="fw-semibold">
                          {name}
                        </div>
                        {product && (
                          <small className="text-body-secondary" dir="ltr">
                            {product.sku}
                            {product.barcode ? ` · ${product.barcode}` : ''}
                          </small>
                        )}
                        {errors[`lines.${index}.product_id`] && (
                          <div className="text-danger small">
                            {errors[`lines.${index}.product_id`]}
                          </div>
                        )}
                      </div>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={`Remove ${name}`}
                        onClick={() => remove(index)}
                      >
                        <i className="bi bi-x-lg" aria-hidden="true" />
                      </button>
                    </div>
                    <div className="row g-2">
                      <QuantityInput
                        name={`lines.${index}.quantity`}
                        id={`line-${index}-quantity`}
                        label={`Quantity of ${name}`}
                        className="col-sm-6"
                        min={1}
                        max={limits.quantity}
                        stepButtons
                        value={line.quantity}
                        error={errors[`lines.${index}.quantity`]}
                        onValueChange={(value) => setLine(index, { quantity: value })}
                      />
                      {canViewCost && (
                        <MoneyInput
                          name={`lines.${index}.unit_cost`}
                          id={`line-${index}-unit-cost`}
                          label={`Unit cost of ${name}`}
                          className="col-sm-6"
                          value={line.unit_cost}
                          error={errors[`lines.${index}.unit_cost`]}
                          onValueChange={(value) => setLine(index, { unit_cost: value })}
                        />
                      )}
                    </div>
                  </li>
                )
              })}
            </ol>
          )}
        </FormSection>
      </FormCard>
    </>
  )
}
