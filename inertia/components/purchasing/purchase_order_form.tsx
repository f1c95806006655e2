import { useRef, useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { DayInput } from '~/components/day_input'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { MoneyInput } from '~/components/money_input'
import type { NumericValue } from '~/components/numeric_field'
import { QuantityInput } from '~/components/quantity_input'
import { ScanField } from '~/components/scan_field'
import { SelectField } from '~/components/select_field'
import { TextAreaField } from '~/components/text_area_field'
import { urlFor } from '~/lib/routes'
import { useShop } from '~/lib/shop'
import type { Data } from '~generated/data'

interface LineData {
  product_id: number
  name: string
  sku: string
  quantity: NumericValue
  unit: 'units' | 'packs'
  unit_cost: NumericValue
}

interface OrderFormData {
  [key: string]: string | LineData[]
  supplier_id: string
  branch_id: string
  expected_on: string
  note: string
  lines: LineData[]
}

interface Props {
  order: Data.PurchaseOrder | null
  branches: Data.BranchRef[]
  suppliers: Data.Supplier[]
  withCost: boolean
  limits: { lines: number; quantity: number }
}

/**
 * A purchase order's form: everything while it is a draft (or new), only
 * the expected date and note once ordered. An empty unit cost takes the
 * supplier's last cost; packs are of the supplier's pack size.
 */
export function PurchaseOrderForm({ order, branches, suppliers, withCost, limits }: Props) {
  const shop = useShop()
  const linesEditable = order === null || order.status === 'draft'
  const form = useForm<OrderFormData>({
    supplier_id: order?.supplier ? String(order.supplier.id) : '',
    branch_id: order?.branch
      ? String(order.branch.id)
      : branches.length === 1
        ? String(branches[0].id)
        : '',
    expected_on: order?.expectedOn ?? '',
    note: order?.note ?? '',
    lines: (order?.lines ?? []).map((line) => ({
      product_id: line.productId,
      name: line.name,
      sku: line.sku,
      quantity: line.packSize > 1 ? line.quantity / line.packSize : line.quantity,
      unit: line.packSize > 1 ? 'packs' : 'units',
      unit_cost: line.unitCost ?? null,
    })),
  })
  const [scanMessage, setScanMessage] = useState<string | null>(null)
  const scanRef = useRef<HTMLInputElement>(null)
  const errors = form.errors as Record<string, string | undefined>

  function add(product: Data.ReceiptProduct) {
    if (form.data.lines.length >= limits.lines) {
      setScanMessage(`An order has at most ${limits.lines} lines.`)
      return
    }
    form.setData('lines', [
      ...form.data.lines,
      {
        product_id: product.id,
        name: product.name,
        sku: product.sku,
        quantity: 1,
        unit: 'units',
        unit_cost: null,
      },
    ])
    setScanMessage(`Added ${product.name}.`)
  }

  const setLine = (index: number, patch: Partial<LineData>) =>
    form.setData(
      'lines',
      form.data.lines.map((line, at) => (at === index ? { ...line, ...patch } : line))
    )

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      supplier_id: data.supplier_id === '' ? null : Number(data.supplier_id),
      branch_id: data.branch_id === '' ? null : Number(data.branch_id),
      expected_on: data.expected_on || null,
      lines: data.lines.map((line) => ({
        product_id: line.product_id,
        quantity: line.quantity,
        unit: line.unit,
        unit_cost: withCost ? line.unit_cost : null,
      })),
    }))
    if (order)
      form.put(urlFor('purchase_orders.update', { id: order.id }), { preserveScroll: true })
    else form.post(urlFor('purchase_orders.store'), { preserveScroll: true })
  }

  return (
    <FormCard
      onSubmit={submit}
      label="Purchase order"
      actions={
        <FormActions
          processing={form.processing}
          submitLabel={order ? 'Save order' : 'Save draft'}
          cancel={{ route: 'purchase_orders.index' }}
        />
      }
    >
      <FormSection title="Order" help="Who supplies it, where it goes and when it is expected.">
        <fieldset disabled={!linesEditable}>
          <div className="row g-3">
            <SelectField
              name="supplier_id"
              label="Supplier"
              className="col-md-6 mb-3"
              value={form.data.supplier_id}
              options={[
                { value: '', label: 'Choose a supplier' },
                ...suppliers.map((row) => ({ value: String(row.id), label: row.name })),
              ]}
              error={errors.supplier_id}
              onValueChange={(value) => form.setData('supplier_id', value)}
            />
            <SelectField
              name="branch_id"
              label="Deliver to"
              className="col-md-6 mb-3"
              value={form.data.branch_id}
              options={[
                ...(branches.length === 1 ? [] : [{ value: '', label: 'Choose a branch' }]),
                ...branches.map((row) => ({ value: String(row.id), label: row.name })),
              ]}
              error={errors.branch_id}
              onValueChange={(value) => form.setData('branch_id', value)}
            />
          </div>
        </fieldset>
        <DayInput
          id="expected_on"
          label="Expected on"
          className="mb-3"
          value={form.data.expected_on}
          error={errors.expected_on}
          onDayChange={(day) => form.setData('expected_on', day)}
        />
        <TextAreaField
          name="note"
          label="Note"
          value={form.data.note}
          error={errors.note}
          onValueChange={(value) => form.setData('note', value)}
        />
      </FormSection>
      <FormSection
        title="Lines"
        help={
          linesEditable
            ? 'Scan or type a product. Order in units or in the supplier’s packs; an empty cost takes the supplier’s last cost.'
            : 'Ordered lines no longer change: the supplier has them.'
        }
      >
        {linesEditable && (
          <ScanField<Data.ReceiptProduct>
            inputRef={scanRef}
            lookupUrl={(search) =>
              urlFor('purchase_orders.products', undefined, { qs: { search } })
            }
            onAdd={add}
            message={scanMessage}
            onMessage={setScanMessage}
          />
        )}
        {errors.lines && <div className="alert alert-danger py-2">{errors.lines}</div>}
        <fieldset disabled={!linesEditable}>
          <ol className="list-unstyled mb-0" aria-label="Order lines">
            {form.data.lines.map((line, index) => (
              <li key={`${line.product_id}-${index}`} className="border rounded p-2 mb-2">
                <div className="d-flex gap-2 mb-2">
                  <div className="flex-grow-1 text-break">
                    <div className="fw-semibold" dir="auto">
                      {line.name}
                    </div>
                    <small className="text-body-secondary" dir="ltr">
                      {line.sku}
                    </small>
                    {errors[`lines.${index}.product_id`] && (
                      <div className="text-danger small">{errors[`lines.${index}.product_id`]}</div>
                    )}
                  </div>
                  {linesEditable && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger align-self-start"
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
                  )}
                </div>
                <div className="row g-2">
                  <QuantityInput
                    name={`lines.${index}.quantity`}
                    id={`line-${index}-quantity`}
                    label={`Quantity of ${line.name}`}
                    className="col-sm-4"
                    min={1}
                    max={limits.quantity}
                    value={line.quantity}
                    error={errors[`lines.${index}.quantity`]}
                    onValueChange={(value) => setLine(index, { quantity: value })}
                  />
                  <SelectField
                    name={`lines.${index}.unit`}
                    id={`line-${index}-unit`}
                    label="In"
                    className="col-sm-4 mb-3"
                    value={line.unit}
                    options={[
                      { value: 'units', label: 'Units' },
                      { value: 'packs', label: 'Supplier packs' },
                    ]}
                    error={errors[`lines.${index}.unit`]}
                    onValueChange={(value) => setLine(index, { unit: value as LineData['unit'] })}
                  />
                  {withCost && (
                    <MoneyInput
                      name={`lines.${index}.unit_cost`}
                      id={`line-${index}-unit-cost`}
                      label={`Unit cost of ${line.name}`}
                      className="col-sm-4"
                      value={line.unit_cost}
                      help={line.unit_cost === null ? 'Empty: the last cost.' : undefined}
                      error={errors[`lines.${index}.unit_cost`]}
                      onValueChange={(value) => setLine(index, { unit_cost: value })}
                    />
                  )}
                </div>
              </li>
            ))}
          </ol>
        </fieldset>
        {withCost && order?.total !== undefined && (
          <p className="text-end fw-semibold mb-0">Total {shop.money(order.total)}</p>
        )}
      </FormSection>
    </FormCard>
  )
}
