import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import type { NumericValue } from '~/components/numeric_field'
import { QuantityInput } from '~/components/quantity_input'
import { SelectField } from '~/components/select_field'
import { TextAreaField } from '~/components/text_area_field'
import { urlFor } from '~/lib/routes'
import { useShop } from '~/lib/shop'
import type { Data } from '~generated/data'
import { ScrollRegion } from '~/components/scroll_region'

interface Props {
  level: Data.AdjustmentLevel
  movements: Data.AdjustmentMovement[]
  /** The newest movement shown: a count is refused if another came since. */
  seenMovementId: number | null
  reasons: string[]
  maxQuantity: number
}

/** Words for the ledger's movement types. */
const TYPE_LABELS: Record<string, string> = {
  receipt: 'Received',
  adjustment: 'Adjusted',
  sale: 'Sold',
  sale_void: 'Sale voided',
  return: 'Returned',
  transfer_out: 'Sent away',
  transfer_in: 'Received from a branch',
  transfer_cancel: 'Transfer cancelled',
}

const REASON_LABELS: Record<string, string> = {
  count: 'Stock count',
  damaged: 'Damaged',
  lost: 'Lost or stolen',
  found: 'Found',
  correction: 'Correction',
}

interface AdjustFormData {
  [key: string]: string | NumericValue
  mode: 'count' | 'change'
  counted: NumericValue
  change: NumericValue
  reason: string
  note: string
}

export default function StocksEdit({
  level,
  movements,
  seenMovementId,
  reasons,
  maxQuantity,
}: Props) {
  const shop = useShop()
  const form = useForm<AdjustFormData>({
    mode: 'count',
    counted: null,
    change: null,
    reason: 'count',
    note: '',
  })
  const errors = form.errors as Record<string, string | undefined>

  function setMode(mode: 'count' | 'change') {
    form.setData((data) => ({
      ...data,
      mode,
      reason: mode === 'count' ? 'count' : data.reason === 'count' ? 'damaged' : data.reason,
    }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      mode: data.mode,
      ...(data.mode === 'count' ? { counted: data.counted } : { change: data.change }),
      reason: data.reason,
      note: data.note,
      // What this page shows now: after a refusal, the figure it was refused with.
      seen_movement_id: seenMovementId,
    }))
    const options = { preserveScroll: true, onSuccess: () => form.reset() }
    if (level.id === null) {
      form.post(
        urlFor('stocks.adjust_at.store', undefined, {
          qs: { product: String(level.product.id), branch: String(level.branch.id) },
        }),
        options
      )
    } else {
      form.put(urlFor('stocks.adjust', { id: level.id }), options)
    }
  }

  const title = `Adjust ${level.product.name}`
  return (
    <>
      <Head title={title} />
      <Breadcrumbs trail={[{ label: 'Stocks', route: 'stocks.index' }]} current={title} />
      <h1 className="h3 mb-1" dir="auto">
        {level.product.name}
      </h1>
      <p className="text-body-secondary mb-4">
        <span dir="ltr">{level.product.sku}</span> at {level.branch.name} ({level.branch.code})
      </p>
      <div className="card mb-4">
        <div className="card-body">
          <div className="text-body-secondary small">On hand now</div>
          <div className="display-6" data-testid="on-hand">
            {level.onHand}
          </div>
        </div>
      </div>
      <FormCard
        onSubmit={submit}
        label="Adjust stock"
        actions={
          <FormActions
            processing={form.processing}
            submitLabel="Save adjustment"
            cancel={{ route: 'stocks.index' }}
          />
        }
      >
        <FormSection
          title="Adjustment"
          help="Enter what you counted on the shelf (the difference is posted), or a change in units."
        >
          <fieldset className="mb-3">
            <legend className="form-label fs-6">What do you want to enter?</legend>
            <div className="form-check">
              <input
                id="mode-count"
                type="radio"
                name="mode"
                className="form-check-input"
                checked={form.data.mode === 'count'}
                onChange={() => setMode('count')}
              />
              <label htmlFor="mode-count" className="form-check-label">
                The quantity I counted
              </label>
            </div>
            <div className="form-check">
              <input
                id="mode-change"
                type="radio"
                name="mode"
                className="form-check-input"
                checked={form.data.mode === 'change'}
                onChange={() => setMode('change')}
              />
              <label htmlFor="mode-change" className="form-check-label">
                A change, such as -2 damaged or 5 found
              </label>
            </div>
            {errors.mode && <div className="text-danger small">{errors.mode}</div>}
          </fieldset>
          {form.data.mode === 'count' ? (
            <QuantityInput
              name="counted"
              label="Counted quantity"
              min={0}
              max={maxQuantity}
              value={form.data.counted}
              error={errors.counted}
              onValueChange={(value) => form.setData('counted', value)}
            />
          ) : (
            <QuantityInput
              name="change"
              label="Change in units"
              min={-maxQuantity}
              max={maxQuantity}
              value={form.data.change}
              error={errors.change}
              help="Negative takes stock away, positive adds it."
              onValueChange={(value) => form.setData('change', value)}
            />
          )}
          <SelectField
            name="reason"
            label="Reason"
            value={form.data.reason}
            options={reasons.map((reason) => ({
              value: reason,
              label: REASON_LABELS[reason] ?? reason,
            }))}
            error={errors.reason}
            onValueChange={(value) => form.setData('reason', value)}
          />
          <TextAreaField
            name="note"
            label="Note"
            value={form.data.note}
            error={errors.note}
            onValueChange={(value) => form.setData('note', value)}
          />
        </FormSection>
      </FormCard>
      <section className="card mb-4" aria-labelledby="recent-movements">
        <div className="card-body">
          <h2 id="recent-movements" className="h5">
            Latest movements
          </h2>
          {movements.length === 0 ? (
            <p className="text-body-secondary mb-0">Nothing has moved here yet.</p>
          ) : (
            // Focusable and named, so a keyboard can scroll the table sideways on a narrow screen.
            <ScrollRegion label="Movements">
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">What</th>
                    <th scope="col" className="text-end">
                      Quantity
                    </th>
                    <th scope="col" className="text-end">
                      Balance
                    </th>
                    <th scope="col">By</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {movements.map((movement) => (
                    <tr key={movement.id}>
                      <td>{shop.dateTime(movement.at)}</td>
                      <td>{TYPE_LABELS[movement.type] ?? movement.type}</td>
                      <td className="text-end">
                        {movement.quantity > 0 ? `+${movement.quantity}` : movement.quantity}
                      </td>
                      <td className="text-end">{movement.balanceAfter}</td>
                      <td>{movement.user ?? '—'}</td>
                      <td>
                        {movement.reason ? (REASON_LABELS[movement.reason] ?? movement.reason) : ''}
                        {movement.note ? ` · ${movement.note}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </div>
      </section>
    </>
  )
}
