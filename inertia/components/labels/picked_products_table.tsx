import type { LabelLine } from '~/lib/labels/types'
import { ScrollRegion } from '~/components/scroll_region'

/** The products of the print job, each with its number of labels and a Remove button. */
export function PickedProductsTable({
  lines,
  counts,
  maxCount,
  price,
  onCount,
  onRemove,
}: {
  lines: LabelLine[]
  /** Each line's count once read, null when out of range. */
  counts: (number | null)[]
  maxCount: number
  price: (minor: number) => string
  onCount: (index: number, count: string) => void
  onRemove: (index: number) => void
}) {
  if (lines.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        No product yet: find products above, or pick them in the product list.
      </p>
    )
  }
  return (
    <ScrollRegion label="Products to print">
      <table className="table align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" style={{ width: '8rem' }}>
              Labels
            </th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const invalid = counts[index] === null
            const id = `label-count-${line.product.id}`
            return (
              <tr key={line.product.id}>
                <td className="text-break">
                  <div dir="auto">{line.product.name}</div>
                  <small className="text-body-secondary">
                    {line.product.sku} · {price(line.product.price)}
                    {line.product.symbology
                      ? ` · ${line.product.symbology}`
                      : ' · no printable barcode'}
                  </small>
                </td>
                <td>
                  <label htmlFor={id} className="visually-hidden">
                    Labels of {line.product.name}
                  </label>
                  <input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={maxCount}
                    className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
                    value={line.count}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? `${id}-error` : undefined}
                    onChange={(event) => onCount(index, event.target.value)}
                  />
                  {invalid && (
                    <div id={`${id}-error`} className="invalid-feedback">
                      1 to {maxCount}
                    </div>
                  )}
                </td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-sm btn-link text-danger"
                    aria-label={`Remove ${line.product.name}`}
                    onClick={() => onRemove(index)}
                  >
                    <i className="bi bi-x-lg" aria-hidden="true" />
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
