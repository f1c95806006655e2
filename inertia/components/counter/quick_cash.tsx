import { quickCashAmounts } from '#common/quick_cash'
import { useShop } from '~/lib/shop'

/** One tap for what the customer hands over: the exact amount, or the next round notes. */
export function QuickCash({ owed, onCash }: { owed: number; onCash: (amount: number) => void }) {
  const shop = useShop()
  const amounts = quickCashAmounts(owed, shop.currency)
  if (amounts.length === 0) return null
  return (
    <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label="Quick cash">
      {amounts.map((amount, index) => (
        <button
          key={amount}
          type="button"
          className="btn btn-outline-success"
          aria-label={
            index === 0 ? `Cash, exact ${shop.money(amount)}` : `Cash ${shop.money(amount)}`
          }
          onClick={() => onCash(amount)}
        >
          <span dir="ltr">{shop.money(amount)}</span>
          {index === 0 && <small className="ms-1">exact</small>}
        </button>
      ))}
    </div>
  )
}
