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
        {order.provisionalRef && (
          <>
            <dt className="fw-normal">Made offline</dt>
            <dd className="mb-0 text-end" dir="ltr">
              {order.provisionalRef}
            </dd>
          </>
        )}
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
          {order.lines.map((line, index) => (
            <tr key={line.id}>
              <td>
                <div>{line.name}</div>
                <div className="text-secondary">
                  {shop.count(line.quantity)} × {money(line.unitPrice)}
                  {line.originalUnitPrice !== null && (
                    <> · price changed from {money(line.originalUnitPrice)}</>
                  )}
                  {line.discount > 0 && <> · discount −{money(line.discount)}</>}
                  {line.returnedQuantity > 0 && (
                    <> · {shop.count(line.returnedQuantity)} returned</>
                  )}
                </div>
              </td>
              <td className="text-end text-nowrap">{money(order.display.lines[index].amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="receipt-rule" />
      <table>
        <caption className="visually-hidden">Totals</caption>
        <tbody>
          {/* The lines add up to the Subtotal (common/sale_display.ts). */}
          {order.display.rows.map((row) =>
            row.kind === 'tax' || row.kind === 'tax_included' ? (
              order.taxes.map((tax) => (
                <tr key={`tax-${tax.rateBp}`}>
                  <th scope="row" className="fw-normal">
                    {order.pricesIncludeTax ? 'Incl. tax' : 'Tax'}{' '}
                    {formatPercent(tax.rateBp, shop.locale)}
                  </th>
                  <td className="text-end">{money(tax.amount)}</td>
                </tr>
              ))
            ) : (
              <tr key={row.kind} className={row.kind === 'total' ? 'fw-bold' : undefined}>
                <th scope="row" className={row.kind === 'total' ? undefined : 'fw-normal'}>
                  {row.label}
                </th>
                <td className="text-end">
                  {row.amount < 0 ? <>−{money(-row.amount)}</> : money(row.amount)}
                </td>
              </tr>
            )
          )}
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
