import { TextAreaField } from '~/components/text_area_field'
import { CustomerPicker } from '~/components/counter/customer_picker'
import { DiscountInput } from '~/components/counter/discount_input'
import { PaymentsPanel } from '~/components/counter/payments_panel'
import { SaleSummary } from '~/components/counter/sale_summary'
import { QuickCash } from '~/components/counter/quick_cash'
import type { Cart, CustomerChoice } from '~/lib/counter_cart'
import { useShop } from '~/lib/shop'
import { formatPercent } from '#common/basis_points'
import type { DisplayRow } from '#common/sale_display'
import type { PaymentSettlement } from '#common/sale_totals'

interface Props {
  cart: Cart
  rows: DisplayRow[]
  settlement: PaymentSettlement
  withinCap: boolean
  discountCapBp: number
  canCreateCustomers: boolean
  /** While the till is offline: the kept customers matching a search. */
  searchKeptCustomers: ((search: string) => CustomerChoice[]) | null
  maxPayments: number
  errors: Record<string, string | undefined>
  processing: boolean
  /** A resumed parked sale has no Clear: it is discarded from the order instead. */
  canClear: boolean
  onChange: (patch: Partial<Cart>) => void
  onSubmit: (park: boolean) => void
  onClear: () => void
}

/**
 * The counter's right-hand column: who buys, the order discount within the
 * role's cap, the totals as the receipt prints them, payments with quick
 * cash, a note, and Complete / Park / Clear.
 */
export function CheckoutPanel({
  cart,
  rows,
  settlement,
  withinCap,
  discountCapBp,
  canCreateCustomers,
  searchKeptCustomers,
  maxPayments,
  errors,
  processing,
  canClear,
  onChange,
  onSubmit,
  onClear,
}: Props) {
  const shop = useShop()
  const empty = cart.lines.length === 0
  return (
    <section className="card mb-3" aria-labelledby="checkout-heading">
      <div className="card-body">
        <h2 id="checkout-heading" className="h5">
          Checkout
        </h2>
        <CustomerPicker
          customer={cart.customer}
          onChange={(customer) => onChange({ customer })}
          canCreate={canCreateCustomers}
          searchKept={searchKeptCustomers}
          errors={errors}
        />
        <DiscountInput
          id="order-discount"
          label="Order discount"
          className="row g-2 mb-1"
          value={cart.orderDiscount}
          error={errors.order_discount ?? errors['order_discount.value']}
          onChange={(orderDiscount) => onChange({ orderDiscount })}
        />
        <p className={`small mb-3 ${withinCap ? 'text-body-secondary' : 'text-danger'}`}>
          {discountCapBp === 0
            ? 'Your role may not give discounts.'
            : `Your role may give up to ${formatPercent(discountCapBp, shop.locale)} off an order.`}
        </p>
        <SaleSummary rows={rows} />
        <QuickCash
          owed={settlement.remaining}
          onCash={(amount) =>
            onChange({ payments: [...cart.payments, { method: 'cash', amount }] })
          }
        />
        <PaymentsPanel
          payments={cart.payments}
          settlement={settlement}
          errors={errors}
          max={maxPayments}
          onChange={(payments) => onChange({ payments })}
        />
        <TextAreaField
          name="note"
          label="Note"
          rows={2}
          value={cart.note}
          error={errors.note}
          onValueChange={(note) => onChange({ note })}
        />
        <div className="d-grid gap-2">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={processing || empty}
            onClick={() => onSubmit(false)}
          >
            Complete sale <kbd className="ms-1">F9</kbd>
          </button>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary flex-fill"
              disabled={processing || empty}
              onClick={() => onSubmit(true)}
            >
              Park sale <kbd className="ms-1">F8</kbd>
            </button>
            {canClear && (
              <button
                type="button"
                className="btn btn-outline-danger flex-fill"
                disabled={processing}
                onClick={onClear}
              >
                Clear
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
