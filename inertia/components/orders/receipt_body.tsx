import { BarcodeImage } from '~/components/barcode'
import { useShop } from '~/lib/shop'
import { formatPercent } from '#common/basis_points'
import { PAYMENT_LABELS, type PaymentMethod } from '#common/sale_totals'
import type { Data } from '~generated/data'

/** The shop's texts a receipt prints (Settings). */
export type ReceiptSettings = Data.ReceiptSettings

export type Receipt = Data.Receipt

/** The receipt as printed: shop, branch, sale, lines, totals, payments, returns and the number's barcode. */
export function ReceiptBody({
  order,
  receiptSettings,
}: {
  order: Receipt
  receiptSettings: ReceiptSettings
}) {
  const shop = useShop()
  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  return (
    <>
      <header className="text-center">
        <div className="fw-bold fs-5">{receiptSettings.companyName}</div>
        {receiptSettings.receiptHeader && <div>{receiptSettings.receiptHeader}</div>}
        <div>{order.branch.name}</div>
        {order.branch.address && <div>{order.branch.address}</div>}
        {order.branch.phone && <div dir="ltr">{order.branch.phone}</div>}
        {receiptSettings.taxId && <div>Tax ID {receiptSettings.taxId}</div>}
      </header>
      <div className="receipt-rule" />
      <dl className="d-grid mb-0" style={{ gridTemplateColumns: 'auto 1fr', columnGap: '0.75rem' }}>
        <dt className="fw-normal">Order</dt>
        <dd className="mb-0 text-end" dir="ltr">
          {order.number ?? 'Parked'}
        </dd>
        {order.completedAt && (
          <>
            <dt className="fw-normal">Date</dt>
            <dd className="mb-0 text-end">{shop.dateTime(order.completedAt)}</dd>
          </>
        )}
        <dt className="fw-normal">Served by</dt>
        <dd className="mb-0 text-end">{order.seller}</dd>
        {order.approvedBy && (
          <>
            <dt className="fw-normal">Approved by</dt>
            <dd className="mb-0 text-end">{order.approvedBy}</dd>
          </>
        )}
        <dt className="fw-normal">Customer</dt>
        <dd className="mb-0 text-end">{order.customer?.name ?? 'Walk-in'}</dd>
      </dl>
      <div className="receipt-rule" />
      <table>
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                <div>{line.name}</div>
                <div className="text-secondary">
                  {shop.count(line.quantity)} × {money(line.unitPrice)}
                  {line.originalUnitPrice !== null && (
                    <> · price changed from {money(line.originalUnitPrice)}</>
                  )}
                  {line.discount > 0 && <> · discount −{money(line.discount)}</>}
                  {line.orderDiscount > 0 && <> · order discount −{money(line.orderDiscount)}</>}
                  {line.returnedQuantity > 0 && (
                    <> · {shop.count(line.returnedQuantity)} returned</>
                  )}
                </div>
              </td>
              <td className="text-end text-nowrap">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="receipt-rule" />
      <table>
        <caption className="visually-hidden">Totals</caption>
        <tbody>
          <tr>
            <th scope="row" className="fw-normal">
              Subtotal
            </th>
            <td className="text-end">{money(order.subtotal)}</td>
          </tr>
          {order.discountTotal > 0 && (
            <tr>
              <th scope="row" className="fw-normal">
                Discounts
              </th>
              <td className="text-end">−{money(order.discountTotal)}</td>
            </tr>
          )}
          {order.taxes.map((tax) => (
            <tr key={tax.rateBp}>
              <th scope="row" className="fw-normal">
                {order.pricesIncludeTax ? 'Incl. tax' : 'Tax'}{' '}
                {formatPercent(tax.rateBp, shop.locale)}
              </th>
              <td className="text-end">{money(tax.amount)}</td>
            </tr>
          ))}
          <tr className="fw-bold">
            <th scope="row">Total</th>
            <td className="text-end">{money(order.total)}</td>
          </tr>
          {order.payments.map((payment, index) => (
            <tr key={index}>
              <th scope="row" className="fw-normal">
                {PAYMENT_LABELS[payment.method as PaymentMethod] ?? payment.method}
                {payment.reference ? ` (${payment.reference})` : ''}
              </th>
              <td className="text-end">{money(payment.tendered ?? payment.amount)}</td>
            </tr>
          ))}
          {order.changeDue > 0 && (
            <tr>
              <th scope="row" className="fw-normal">
                Change
              </th>
              <td className="text-end">{money(order.changeDue)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {order.note && (
        <>
          <div className="receipt-rule" />
          <p className="mb-0">{order.note}</p>
        </>
      )}
      {order.number && (
        <div className="d-flex justify-content-center mt-3">
          <BarcodeImage code={order.number} numberOnly />
        </div>
      )}
      {receiptSettings.receiptFooter && (
        <footer className="text-center mt-2">{receiptSettings.receiptFooter}</footer>
      )}
    </>
  )
}
