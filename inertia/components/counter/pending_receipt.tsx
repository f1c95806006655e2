import Modal from 'react-bootstrap/Modal'
import { BarcodeImage } from '~/components/barcode'
import { useShop } from '~/lib/shop'
import type { PendingReceiptData } from '~/lib/offline/till_db'
import { PAYMENT_LABELS, type PaymentMethod } from '#common/sale_totals'

/**
 * The receipt of a sale completed offline: pending until the server records
 * it, under its provisional reference (printed as a barcode too, so a
 * return finds the sale by it). Enter starts the next sale.
 */
export function PendingReceipt({
  show,
  receipt,
  onNext,
}: {
  show: boolean
  receipt: PendingReceiptData | null
  onNext: () => void
}) {
  const shop = useShop()
  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  if (!receipt) return null
  return (
    <Modal show={show} onHide={onNext} aria-labelledby="pending-receipt-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="pending-receipt-title" as="h2" className="h5">
          Sale completed offline
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="pending-receipt">
        <p className="alert alert-warning py-2">
          <strong>Pending:</strong> kept on this till and sent to the server when the connection is
          back. It gets its order number then.
        </p>
        <dl
          className="d-grid mb-2"
          style={{ gridTemplateColumns: 'auto 1fr', columnGap: '0.75rem' }}
        >
          <dt className="fw-normal">Reference</dt>
          <dd className="mb-0 text-end fw-bold" dir="ltr" data-testid="pending-ref">
            {receipt.ref}
          </dd>
          <dt className="fw-normal">Date</dt>
          <dd className="mb-0 text-end">{shop.dateTime(receipt.madeAt)}</dd>
          <dt className="fw-normal">Branch</dt>
          <dd className="mb-0 text-end">{receipt.branchName}</dd>
          <dt className="fw-normal">Served by</dt>
          <dd className="mb-0 text-end">{receipt.seller}</dd>
          <dt className="fw-normal">Customer</dt>
          <dd className="mb-0 text-end">{receipt.customer ?? 'Walk-in'}</dd>
        </dl>
        <table className="table table-sm mb-2">
          <caption className="visually-hidden">Items</caption>
          <tbody>
            {receipt.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  {line.name}
                  <div className="small text-secondary">
                    {shop.count(line.quantity)} × {money(line.unitPrice)}
                    {line.discount > 0 && <> · discount −{money(line.discount)}</>}
                  </div>
                </td>
                <td className="text-end text-nowrap">{money(line.amount)}</td>
              </tr>
            ))}
            {receipt.rows.map((row) => (
              <tr key={row.kind} className={row.kind === 'total' ? 'fw-bold' : undefined}>
                <th scope="row" className={row.kind === 'total' ? undefined : 'fw-normal'}>
                  {row.label}
                </th>
                <td className="text-end">
                  {row.amount < 0 ? <>−{money(-row.amount)}</> : money(row.amount)}
                </td>
              </tr>
            ))}
            {receipt.payments.map((payment, index) => (
              <tr key={`payment-${index}`}>
                <th scope="row" className="fw-normal">
                  {PAYMENT_LABELS[payment.method as PaymentMethod] ?? payment.method}
                </th>
                <td className="text-end">{money(payment.amount)}</td>
              </tr>
            ))}
            {receipt.changeDue > 0 && (
              <tr>
                <th scope="row" className="fw-normal">
                  Change
                </th>
                <td className="text-end" data-testid="pending-change">
                  {money(receipt.changeDue)}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        <div className="d-flex justify-content-center">
          <BarcodeImage code={receipt.ref} numberOnly />
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onNext} autoFocus>
          New sale <kbd className="ms-1">Enter</kbd>
        </button>
      </Modal.Footer>
    </Modal>
  )
}
