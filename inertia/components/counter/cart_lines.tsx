import { MoneyInput } from '~/components/money_input'
import { QuantityInput } from '~/components/quantity_input'
import { DiscountInput } from '~/components/counter/discount_input'
import { unitPriceOf, type CartLine } from '~/lib/counter_cart'
import { useShop } from '~/lib/shop'
import type { SaleLineFigures } from '#common/sale_totals'

/** The cart's lines: quantity, price (with orders.override_price), discount and what each comes to. */
export function CartLines({
  lines,
  figures,
  errors,
  canOverridePrice,
  maxQuantity,
  onChange,
  onRemove,
}: {
  lines: CartLine[]
  figures: SaleLineFigures[]
  errors: Record<string, string | undefined>
  canOverridePrice: boolean
  maxQuantity: number
  onChange: (index: number, patch: Partial<CartLine>) => void
  onRemove: (index: number) => void
}) {
  const shop = useShop()
  if (lines.length === 0) {
    return <p className="text-body-secondary mb-0">Scan a product to start the sale.</p>
  }
  return (
    <ol className="list-unstyled mb-0" aria-label="Cart">
      {lines.map((line, index) => {
        const { product } = line
        const error = (field: string) => errors[`lines.${index}.${field}`]
        const quantity = typeof line.quantity === 'number' ? line.quantity : 0
        return (
          <li key={product.id} className="border rounded p-2 mb-2" data-line={product.sku}>
            <div className="d-flex align-items-start gap-2 mb-2">
              <div className="flex-grow-1 text-break">
                <div dir="auto" className="fw-semibold">
                  {product.name}
                </div>
                <small className="text-body-secondary">
                  <span dir="ltr">{product.sku}</span> · {shop.money(unitPriceOf(line))} ·{' '}
                  <span className={quantity > product.onHand ? 'text-danger' : undefined}>
                    {shop.count(product.onHand)} on hand
                  </span>
                </small>
                {error('product_id') && (
                  <div className="text-danger small">{error('product_id')}</div>
                )}
              </div>
              <div className="text-end">
                <div className="fw-semibold" dir="ltr" data-testid="line-total">
                  {shop.money(figures[index]?.lineTotal ?? 0)}
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-1"
                  aria-label={`Remove ${product.name}`}
                  onClick={() => onRemove(index)}
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </button>
              </div>
            </div>
            <div className="row g-2">
              <QuantityInput
                name={`lines.${index}.quantity`}
                id={`line-${index}-quantity`}
                label={`Quantity of ${product.name}`}
                className="col-sm-4"
                min={1}
                max={maxQuantity}
                stepButtons
                value={line.quantity}
                error={error('quantity')}
                onValueChange={(value) => onChange(index, { quantity: value })}
              />
              {canOverridePrice && (
                <MoneyInput
                  name={`lines.${index}.unit_price`}
                  id={`line-${index}-price`}
                  label={`Price of ${product.name}`}
                  className="col-sm-3"
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
                className={`${canOverridePrice ? 'col-sm-5' : 'col-sm-8'} row g-2 m-0`}
                value={line.discount}
                error={error('discount') ?? error('discount.value')}
                onChange={(discount) => onChange(index, { discount })}
              />
            </div>
          </li>
        )
      })}
    </ol>
  )
}
