import { MoneyInput } from '~/components/money_input'
import type { CartPayment } from '~/lib/counter_cart'
import { useShop } from '~/lib/shop'
import {
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentSettlement,
} from '#common/sale_totals'

/**
 * How the customer pays: one or several payments; a new one starts at what
 * is still owed. Cash may exceed the total and shows the change due; card
 * and other may not.
 */
export function PaymentsPanel({
  payments,
  settlement,
  errors,
  max,
  onChange,
}: {
  payments: CartPayment[]
  settlement: PaymentSettlement
  errors: Record<string, string | undefined>
  max: number
  onChange: (payments: CartPayment[]) => void
}) {
  const shop = useShop()
  const add = (method: PaymentMethod) =>
    onChange([
      ...payments,
      { method, amount: settlement.remaining > 0 ? settlement.remaining : null },
    ])
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Payment</legend>
      <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label="Add a payment">
        {PAYMENT_METHODS.map((method) => (
          <button
            key={method}
            type="button"
            className="btn btn-outline-primary"
            disabled={payments.length >= max}
            onClick={() => add(method)}
          >
            {PAYMENT_LABELS[method]}
          </button>
        ))}
      </div>
      {payments.map((payment, index) => (
        <div key={index} className="d-flex align-items-end gap-2 mb-2">
          <MoneyInput
            name={`payments.${index}.amount`}
            id={`payment-${index}`}
            label={`${PAYMENT_LABELS[payment.method]}${payment.method === 'cash' ? ' received' : ''}`}
            className="flex-grow-1"
            value={payment.amount}
            error={errors[`payments.${index}.amount`]}
            onValueChange={(amount) =>
              onChange(payments.map((row, at) => (at === index ? { ...row, amount } : row)))
            }
          />
          <button
            type="button"
            className="btn btn-outline-danger mb-0"
            aria-label={`Remove the ${PAYMENT_LABELS[payment.method].toLowerCase()} payment`}
            onClick={() => onChange(payments.filter((_, at) => at !== index))}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </button>
        </div>
      ))}
      <div role="status" aria-live="polite" className="fs-5">
        {settlement.problem === 'non_cash_over_total' ? (
          <span className="text-danger">
            Card and other payments may not exceed the total: only cash gives change.
          </span>
        ) : settlement.remaining > 0 ? (
          <span>
            Still owed <strong dir="ltr">{shop.money(settlement.remaining)}</strong>
          </span>
        ) : settlement.changeDue > 0 ? (
          <span className="text-success">
            Change due <strong dir="ltr">{shop.money(settlement.changeDue)}</strong>
          </span>
        ) : payments.length > 0 ? (
          <span className="text-success">Paid in full</span>
        ) : null}
      </div>
      {errors.payments && <div className="text-danger small mt-1">{errors.payments}</div>}
    </fieldset>
  )
}
