import { Fragment } from 'react'
import type { DisplayRow } from '#common/sale_display'
import { useShop } from '~/lib/shop'

/** The sale's rows under its lines, as the receipt prints them: subtotal, order discount, tax, total. */
export function SaleSummary({ rows }: { rows: DisplayRow[] }) {
  const shop = useShop()
  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  return (
    <dl className="row mb-3" aria-label="Totals">
      {rows.map((row) =>
        row.kind === 'total' ? (
          <Fragment key={row.kind}>
            <dt className="col-7 fs-4">{row.label}</dt>
            <dd className="col-5 text-end fs-4 fw-bold mb-0" data-testid="sale-total">
              {money(row.amount)}
            </dd>
          </Fragment>
        ) : (
          <Fragment key={row.kind}>
            <dt className="col-7 fw-normal">{row.label}</dt>
            <dd className="col-5 text-end mb-1" data-testid={`sale-${row.kind}`}>
              {row.amount < 0 ? <>−{money(-row.amount)}</> : money(row.amount)}
            </dd>
          </Fragment>
        )
      )}
    </dl>
  )
}
