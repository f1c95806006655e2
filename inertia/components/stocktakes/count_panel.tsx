import { useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { ScanField } from '~/components/scan_field'
import { QuantityInput } from '~/components/quantity_input'
import type { NumericValue } from '~/components/numeric_field'
import type { Data } from '~generated/data'
import { postJson } from '~/lib/json_post'
import { urlFor } from '~/lib/routes'

/**
 * Counting by scanner or by hand: each scan of a barcode or SKU adds one,
 * or the quantity typed for a case. Each count is its own JSON request, so
 * two people scanning at once, or one scanning fast, never lose a count; the
 * recent entries and the progress are then read again.
 */
export function CountPanel({ stocktake }: { stocktake: Data.Stocktake }) {
  const inputRef = useRef<HTMLInputElement | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [quantity, setQuantity] = useState<NumericValue>(1)
  const [quantityError, setQuantityError] = useState<string | undefined>()

  async function count(product: Data.StocktakeProduct) {
    const typed = typeof quantity === 'number' ? quantity : null
    if (typed === null) {
      setQuantityError('Enter the quantity as a whole number, in digits.')
      return
    }
    const answer = await postJson<{ counted: number }>(
      urlFor('stocktakes.count', { id: stocktake.id }),
      {
        product_id: product.id,
        quantity: typed,
        source: typed === 1 ? 'scan' : 'typed',
      }
    )
    if (answer.status === 'refused') {
      if (answer.field === 'quantity') setQuantityError(answer.message)
      setMessage(answer.message)
      return
    }
    setQuantityError(undefined)
    setQuantity(1)
    setMessage(`${product.name}: +${typed}, ${answer.data.counted} counted so far.`)
    router.reload({ only: ['entries', 'progress', 'correctable'] })
  }

  return (
    <section className="card mb-4" aria-labelledby="count-title">
      <div className="card-body">
        <h2 id="count-title" className="h5">
          Count
        </h2>
        <div className="row g-3">
          <div className="col-md-8">
            <ScanField<Data.StocktakeProduct>
              inputRef={inputRef}
              lookupUrl={(search) =>
                urlFor('stocktakes.products', { id: stocktake.id }, { qs: { search } })
              }
              onAdd={(product) => void count(product)}
              message={message}
              onMessage={setMessage}
              autoFocus
            />
          </div>
          <div className="col-md-4">
            <QuantityInput
              name="quantity"
              id="count-quantity"
              label="Quantity per scan"
              help="1 for each item scanned; type a case's size, then scan it once."
              min={0}
              max={1_000_000}
              value={quantity}
              error={quantityError}
              onValueChange={setQuantity}
            />
          </div>
        </div>
      </div>
    </section>
  )
}
