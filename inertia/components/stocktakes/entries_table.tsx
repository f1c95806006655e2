import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { QuantityInput } from '~/components/quantity_input'
import type { NumericValue } from '~/components/numeric_field'
import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'

const SOURCES: Record<Data.StocktakeEntry['source'], string> = {
  scan: 'Scan',
  typed: 'Typed',
  import: 'Import',
  recount: 'Recount',
}

/** A correction of one entry, in its row: the new quantity, then Save. */
function CorrectForm({
  stocktakeId,
  entry,
  onDone,
}: {
  stocktakeId: number
  entry: Data.StocktakeEntry
  onDone: () => void
}) {
  const form = useForm<{ quantity: NumericValue }>({ quantity: entry.quantity })
  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urlFor('stocktakes.correct', { id: stocktakeId, entryId: entry.id }), {
      preserveScroll: true,
      onSuccess: onDone,
    })
  }
  return (
    <form onSubmit={submit} noValidate className="d-flex align-items-start gap-2">
      <QuantityInput
        name="quantity"
        id={`correct-${entry.id}`}
        label={`Corrected count of ${entry.product?.name ?? 'the product'}`}
        className=""
        max={1_000_000}
        value={form.data.quantity}
        error={form.errors.quantity}
        onValueChange={(value) => form.setData('quantity', value)}
      />
      <button type="submit" className="btn btn-sm btn-primary mt-4" disabled={form.processing}>
        Save
      </button>
    </form>
  )
}

/** The latest count entries: product, quantity, how, who, when; Correct where allowed. */
export function EntriesTable({
  stocktakeId,
  entries,
  correctable,
}: {
  stocktakeId: number
  entries: Data.StocktakeEntry[]
  correctable: number[]
}) {
  const shop = useShop()
  const [editing, setEditing] = useState<number | null>(null)
  if (entries.length === 0) return <p className="text-body-secondary">Nothing counted yet.</p>
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" aria-label="Latest counts">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="text-end">
              Quantity
            </th>
            <th scope="col">How</th>
            <th scope="col">By</th>
            <th scope="col">When</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="text-break" dir="auto">
                {entry.product?.name ?? '—'}{' '}
                <small className="text-body-secondary">{entry.product?.sku}</small>
              </td>
              <td className="text-end">
                {editing === entry.id ? (
                  <CorrectForm
                    stocktakeId={stocktakeId}
                    entry={entry}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  entry.quantity
                )}
              </td>
              <td>{SOURCES[entry.source]}</td>
              <td>{entry.by ?? '—'}</td>
              <td className="text-nowrap">{shop.dateTime(entry.at)}</td>
              <td className="text-end">
                {correctable.includes(entry.id) && editing !== entry.id && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={`Correct the count of ${entry.product?.name ?? 'this entry'}`}
                    onClick={() => setEditing(entry.id)}
                  >
                    Correct
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
