import { useEffect, useRef, useState } from 'react'
import { MoneyInput } from '~/components/money_input'
import { QuantityInput } from '~/components/quantity_input'
import { DiscountInput } from '~/components/counter/discount_input'
import { unitPriceOf, type CartLine } from '~/lib/counter_cart'
import { useShop } from '~/lib/shop'
import type { DisplayLine } from '#common/sale_display'

/**
 * The cart, one dense row per line: name, quantity stepper, unit price,
 * line amount, remove. Discount and price change open on demand below
 * their line (and open by themselves when the server refused them). The
 * line just added or changed (`current`) is highlighted and scrolled into view.
 */
export function CartLines({
  lines,
  display,
  errors,
  canOverridePrice,
  maxQuantity,
  current,
  onChange,
  onRemove,
}: {
  lines: CartLine[]
  display: DisplayLine[]
  errors: Record<string, string | undefined>
  canOverridePrice: boolean
  maxQuantity: number
  /** The product of the line last added or changed. */
  current: number | null
  onChange: (index: number, patch: Partial<CartLine>) => void
  onRemove: (index: number) => void
}) {
  const shop = useShop()
  const [open, setOpen] = useState<number | null>(null)
  const currentRow = useRef<HTMLLIElement>(null)

  useEffect(() => {
    currentRow.current?.scrollIntoView({ block: 'nearest' })
  }, [current, lines])

  if (lines.length === 0) {
    return <p className="text-body-secondary mb-0">Scan a product to start the sale.</p>
  }
  return (
    <ol className="list-unstyled mb-0 cart-lines" aria-label="Cart">
      {lines.map((line, index) => {
        const { product } = line
        const error = (field: string) => errors[`lines.${index}.${field}`]
        const quantity = typeof line.quantity === 'number' ? line.quantity : 0
        const figures = display[index]
        const refused = Boolean(error('unit_price') ?? error('discount') ?? error('discount.value'))
        const expanded = open === product.id || refused
        const isCurrent = current === product.id
        return (
          <li
            key={product.id}
            ref={isCurrent ? currentRow : undefined}
            className={`cart-line border-bottom py-1 ${isCurrent ? 'cart-line-current' : ''}`}
            data-line={product.sku}
            aria-current={isCurrent ? 'true' : undefined}
          >
            <div className="d-flex flex-wrap flex-sm-nowrap align-items-center gap-2">
              <div className="cart-line-name flex-grow-1 text-truncate">
                <span dir="auto" className="fw-semibold" title={product.name}>
                  {product.name}
                </span>
                <small className="d-block text-body-secondary text-truncate">
                  <span dir="ltr">{shop.money(unitPriceOf(line))}</span>
                  {line.unitPrice !== null && line.unitPrice !== product.price && (
                    <> (was {shop.money(product.price)})</>
                  )}
                  {figures && figures.discount > 0 && (
                    <span className="text-success">
                      {' '}
                      · −<span dir="ltr">{shop.money(figures.discount)}</span> discount
                    </span>
                  )}
                  {quantity > product.onHand && (
                    <span className="text-danger"> · {shop.count(product.onHand)} on hand</span>
                  )}
                </small>
              </div>
              <QuantityInput
                name={`lines.${index}.quantity`}
                id={`line-${index}-quantity`}
                label={`Quantity of ${product.name}`}
                className="cart-quantity"
                compact
                min={1}
                max={maxQuantity}
                stepButtons
                value={line.quantity}
                error={error('quantity')}
                onValueChange={(value) => onChange(index, { quantity: value })}
              />
              <div className="fw-semibold text-end cart-amount" dir="ltr" data-testid="line-total">
                {shop.money(figures?.amount ?? 0)}
              </div>
              <button
                type="button"
                className={`btn btn-sm ${expanded ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-expanded={expanded}
                aria-controls={`line-${index}-more`}
                aria-label={`Discount or price of ${product.name}`}
                onClick={() => setOpen(open === product.id ? null : product.id)}
              >
                <i className="bi bi-percent" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={`Remove ${product.name}`}
                onClick={() => onRemove(index)}
              >
                <i className="bi bi-x-lg" aria-hidden="true" />
              </button>
            </div>
            {error('product_id') && <div className="text-danger small">{error('product_id')}</div>}
            {expanded && (
              <div id={`line-${index}-more`} className="row g-2 mt-1 mb-1">
                {canOverridePrice && (
                  <MoneyInput
                    name={`lines.${index}.unit_price`}
                    id={`line-${index}-price`}
                    label={`Price of ${product.name}`}
                    className="col-sm-4"
                    value={line.unitPrice ?? product.price}
                    error={error('unit_price')}
                    onValueChange={(value) =>
                      onChange(index, { unitPrice: value === product.price ? null : value })
                    }
                  />
                )}
                <DiscountInput
                  id={`line-${index}-discount`}
                  label={`Discount on ${product.name}`}
                  className={`${canOverridePrice ? 'col-sm-8' : 'col-12'} row g-2 m-0`}
                  value={line.discount}
                  error={error('discount') ?? error('discount.value')}
                  onChange={(discount) => onChange(index, { discount })}
                />
              </div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
