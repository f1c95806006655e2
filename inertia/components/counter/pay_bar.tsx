import { useShop } from '~/lib/shop'

/** Under 576 px: the total and Pay stay in view at the bottom, however many lines. */
export function PayBar({
  total,
  lines,
  disabled,
  onPay,
}: {
  total: number
  lines: number
  disabled: boolean
  onPay: () => void
}) {
  const shop = useShop()
  return (
    <div className="pay-bar d-sm-none fixed-bottom border-top bg-body p-2 d-flex align-items-center gap-2">
      <div className="flex-grow-1 d-flex align-items-baseline gap-2">
        <span className="fs-5 fw-bold" dir="ltr" data-testid="pay-bar-total">
          {shop.money(total)}
        </span>
        <span className="small text-body-secondary">
          {lines} line{lines === 1 ? '' : 's'}
        </span>
      </div>
      <button type="button" className="btn btn-primary px-4" disabled={disabled} onClick={onPay}>
        Pay
      </button>
    </div>
  )
}
