import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { MoneyInput } from '~/components/money_input'
import { SelectField } from '~/components/select_field'
import { TextField } from '~/components/text_field'
import { TextAreaField } from '~/components/text_area_field'
import type { NumericValue } from '~/components/numeric_field'
import { newSaleKey } from '~/lib/counter_cart'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { MOVEMENT_REASONS, MOVEMENT_REASON_LABELS } from '#common/tills'

/** Cash in or out: amount, reason, note; one movement per form key. */
export function CashMovementForm({ sessionId }: { sessionId: number }) {
  const form = useForm({
    direction: 'out' as 'in' | 'out',
    reason: 'safe_drop' as string,
    amount: null as NumericValue,
    note: '',
    idempotency_key: newSaleKey(),
  })
  const errors = form.errors as Record<string, string | undefined>
  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('till_sessions.move', { id: sessionId }), {
      preserveScroll: true,
      onSuccess: () =>
        form.setData({ ...form.data, amount: null, note: '', idempotency_key: newSaleKey() }),
    })
  }
  return (
    <form onSubmit={submit} className="card card-body mb-4" aria-label="Cash in or out">
      <h2 className="h5">Cash in or out</h2>
      <SelectField
        name="direction"
        label="Direction"
        value={form.data.direction}
        options={[
          { value: 'out', label: 'Cash out' },
          { value: 'in', label: 'Cash in' },
        ]}
        error={errors.direction}
        onValueChange={(value) => form.setData('direction', value as 'in' | 'out')}
      />
      <SelectField
        name="reason"
        label="Reason"
        value={form.data.reason}
        options={MOVEMENT_REASONS.map((reason) => ({
          value: reason,
          label: MOVEMENT_REASON_LABELS[reason],
        }))}
        error={errors.reason}
        onValueChange={(value) => form.setData('reason', value)}
      />
      <MoneyInput
        name="amount"
        label="Amount"
        value={form.data.amount}
        error={errors.amount}
        onValueChange={(value) => form.setData('amount', value)}
      />
      <TextField
        name="note"
        label="Note"
        value={form.data.note}
        error={errors.note}
        onValueChange={(value) => form.setData('note', value)}
      />
      <div>
        <button type="submit" className="btn btn-outline-primary" disabled={form.processing}>
          Record
        </button>
      </div>
    </form>
  )
}

/** Pieces typed per denomination, as the server reads them: digits as numbers, anything else as typed. */
function piecesOf(pieces: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(pieces)
      .filter(([, count]) => count.trim() !== '')
      .map(([value, count]) => [value, /^\d+$/.test(count.trim()) ? Number(count) : count])
  )
}

/**
 * The close: the drawer counted by denomination or as one amount. With a
 * blind count the page has no expected figure to show until this is saved.
 */
export function CloseForm({
  sessionId,
  denominations,
}: {
  sessionId: number
  denominations: number[]
}) {
  const shop = useShop()
  const [byDenomination, setByDenomination] = useState(true)
  const form = useForm({
    counted_cash: null as NumericValue,
    pieces: {} as Record<string, string>,
    note: '',
    idempotency_key: newSaleKey(),
  })
  const errors = form.errors as Record<string, string | undefined>
  const total = denominations.reduce(
    (sum, value) => sum + value * (Number(form.data.pieces[String(value)]) || 0),
    0
  )
  const [outboxProblem, setOutboxProblem] = useState<string | null>(null)
  async function submit(event: FormEvent) {
    event.preventDefault()
    // Sales this device made offline and has not sent belong to the session: the server cannot know of them.
    const { outboxProblem: problemOf } = await import('~/lib/offline/leaving')
    const problem = await problemOf('close_session', null)
    setOutboxProblem(problem)
    if (problem) return
    form.transform(({ pieces, counted_cash: countedCash, ...data }) =>
      byDenomination
        ? { ...data, denominations: piecesOf(pieces) }
        : { ...data, counted_cash: countedCash }
    )
    form.post(urlFor('till_sessions.close', { id: sessionId }), { preserveScroll: true })
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="card card-body mb-4"
      aria-label="Close the session"
    >
      <h2 className="h5">Count and close</h2>
      {outboxProblem && (
        <div className="alert alert-danger" role="alert">
          {outboxProblem}
        </div>
      )}
      <div className="form-check form-switch mb-3">
        <input
          className="form-check-input"
          type="checkbox"
          id="by-denomination"
          checked={byDenomination}
          onChange={(event) => setByDenomination(event.target.checked)}
        />
        <label className="form-check-label" htmlFor="by-denomination">
          Count by denomination
        </label>
      </div>
      {byDenomination ? (
        <div className="row g-2 mb-2">
          {denominations.map((value) => (
            <div className="col-6 col-md-4" key={value}>
              <TextField
                name={`denominations.${value}`}
                id={`denomination-${value}`}
                label={`× ${shop.money(value)}`}
                inputMode="numeric"
                value={form.data.pieces[String(value)] ?? ''}
                error={errors[`denominations.${value}`]}
                onValueChange={(count) =>
                  form.setData('pieces', { ...form.data.pieces, [String(value)]: count })
                }
              />
            </div>
          ))}
          <p className="mb-0">
            Counted: <strong>{shop.money(total)}</strong>
          </p>
        </div>
      ) : (
        <MoneyInput
          name="counted_cash"
          label="Cash counted"
          value={form.data.counted_cash}
          error={errors.counted_cash}
          onValueChange={(value) => form.setData('counted_cash', value)}
        />
      )}
      <TextAreaField
        name="note"
        label="Note"
        value={form.data.note}
        error={errors.note}
        onValueChange={(value) => form.setData('note', value)}
      />
      <div>
        <button type="submit" className="btn btn-danger" disabled={form.processing}>
          Close the session
        </button>
      </div>
    </form>
  )
}
