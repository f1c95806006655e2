import { useState, type FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import { Pagination } from '~/components/pagination'
import { QuantityInput } from '~/components/quantity_input'
import type { NumericValue } from '~/components/numeric_field'
import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'

type Variance = Data.StocktakeVariance
type Line = Data.StocktakeVarianceLine
type Totals = Variance['totals']

/** A recount of one line in review, in its row: the quantity found, then Save. */
function RecountForm({
  stocktakeId,
  line,
  onDone,
}: {
  stocktakeId: number
  line: Line
  onDone: () => void
}) {
  const form = useForm<{ quantity: NumericValue }>({ quantity: line.counted ?? 0 })
  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urlFor('stocktakes.recount', { id: stocktakeId, lineId: line.id }), {
      preserveScroll: true,
      onSuccess: onDone,
    })
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="d-flex align-items-start gap-2 justify-content-end"
    >
      <QuantityInput
        name="quantity"
        id={`recount-${line.id}`}
        label={`Recount of ${line.name}`}
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

function LinesTable({
  label,
  lines,
  stocktakeId,
  canRecount,
  counted,
}: {
  label: string
  lines: Line[]
  stocktakeId: number
  canRecount: boolean
  counted: boolean
}) {
  const shop = useShop()
  const [recounting, setRecounting] = useState<number | null>(null)
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="text-end">
              Expected
            </th>
            {counted && (
              <>
                <th scope="col" className="text-end">
                  Counted
                </th>
                <th scope="col" className="text-end">
                  Difference
                </th>
                <th scope="col" className="text-end">
                  At cost
                </th>
              </>
            )}
            {canRecount && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="text-break" dir="auto">
                {line.name} <small className="text-body-secondary">{line.sku}</small>
              </td>
              <td className="text-end">{line.expected}</td>
              {counted && (
                <>
                  <td className="text-end">{line.counted}</td>
                  <td
                    className={`text-end ${line.difference < 0 ? 'text-danger' : line.difference > 0 ? 'text-success' : ''}`}
                  >
                    {line.difference > 0 ? `+${line.difference}` : line.difference}
                  </td>
                  <td className="text-end text-nowrap">{shop.money(line.differenceCost)}</td>
                </>
              )}
              {canRecount && (
                <td className="text-end">
                  {recounting === line.id ? (
                    <RecountForm
                      stocktakeId={stocktakeId}
                      line={line}
                      onDone={() => setRecounting(null)}
                    />
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={`Recount ${line.name}`}
                      onClick={() => setRecounting(line.id)}
                    >
                      Recount
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function TotalsList({ totals, title }: { totals: Totals; title: string }) {
  const shop = useShop()
  const percent = new Intl.NumberFormat(shop.locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return (
    <div className="col-md-6">
      <h3 className="h6">{title}</h3>
      <dl className="row mb-0 small">
        <dt className="col-7">Units lost / found</dt>
        <dd className="col-5 text-end">
          {-totals.unitsLost} / {totals.unitsFound}
        </dd>
        <dt className="col-7">Lost at cost</dt>
        <dd className="col-5 text-end text-danger">{shop.money(totals.costLost)}</dd>
        <dt className="col-7">Found at cost</dt>
        <dd className="col-5 text-end text-success">{shop.money(totals.costFound)}</dd>
        <dt className="col-7">Net shrinkage</dt>
        <dd className="col-5 text-end fw-semibold" data-testid="shrinkage">
          {shop.money(-totals.costNet)} ({percent.format(totals.shrinkageBp / 10_000)} of{' '}
          {shop.money(totals.stockValue)})
        </dd>
        <dt className="col-7">Lines counted / not counted</dt>
        <dd className="col-5 text-end">
          {totals.counted} / {totals.uncounted}
        </dd>
      </dl>
    </div>
  )
}

/**
 * The variance report: the totals (kept and zeroed for a whole-branch count
 * not yet posted), the counted lines by largest loss at cost, and the lines
 * nobody counted apart. Each table pages on its own.
 */
export function VarianceReport({
  stocktakeId,
  variance,
  canRecount,
}: {
  stocktakeId: number
  variance: Variance
  canRecount: boolean
}) {
  const visit = (query: Record<string, number>) =>
    router.get(
      urlFor('stocktakes.show', { id: stocktakeId }),
      {
        page: variance.counted.meta.currentPage,
        uncounted_page: variance.uncounted.meta.currentPage,
        ...query,
      },
      { preserveScroll: true, preserveState: true, only: ['variance'] }
    )
  return (
    <section className="card mb-4" aria-labelledby="variance-title">
      <div className="card-body">
        <h2 id="variance-title" className="h5">
          Variance
        </h2>
        <div className="row g-3 mb-4">
          <TotalsList
            totals={variance.totals}
            title={variance.totalsIfZeroed ? 'Uncounted products kept' : 'Totals'}
          />
          {variance.totalsIfZeroed && (
            <TotalsList totals={variance.totalsIfZeroed} title="Uncounted products made zero" />
          )}
        </div>
        <h3 className="h6">Counted, largest loss first</h3>
        {variance.counted.lines.length === 0 ? (
          <p className="text-body-secondary">No line was counted.</p>
        ) : (
          <LinesTable
            label="Counted lines"
            lines={variance.counted.lines}
            stocktakeId={stocktakeId}
            canRecount={canRecount}
            counted
          />
        )}
        <Pagination
          current={variance.counted.meta.currentPage}
          last={variance.counted.meta.lastPage}
          more={variance.counted.meta.more}
          onPage={(page) => visit({ page })}
        />
        <h3 className="h6 mt-4">Not counted ({variance.uncounted.meta.total})</h3>
        {variance.uncounted.lines.length === 0 ? (
          <p className="text-body-secondary">Every line was counted.</p>
        ) : (
          <LinesTable
            label="Lines not counted"
            lines={variance.uncounted.lines}
            stocktakeId={stocktakeId}
            canRecount={canRecount}
            counted={false}
          />
        )}
        <Pagination
          current={variance.uncounted.meta.currentPage}
          last={variance.uncounted.meta.lastPage}
          more={variance.uncounted.meta.more}
          onPage={(uncounted_page) => visit({ uncounted_page })}
        />
      </div>
    </section>
  )
}
