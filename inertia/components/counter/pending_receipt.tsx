import { useEffect, useRef } from 'react'
import Modal from 'react-bootstrap/Modal'
import { useShop } from '~/lib/shop'
import { useLatest } from '~/lib/use_latest'
import type { PendingReceiptData } from '~/lib/offline/till_db'
import {
  ReceiptBarcode,
  ReceiptFacts,
  ReceiptHeader,
  ReceiptItems,
  ReceiptTotals,
  paymentLabel,
} from '~/components/orders/receipt_body'
import { receiptPageRule, useHeightInMm } from '~/components/orders/receipt_page'
import '~/css/receipt.scss'

/**
 * The receipt of a sale completed offline: pending until the server records
 * it, under its provisional reference (printed as a barcode too, so a
 * return finds the sale by it). It prints on the 80 mm roll like any
 * receipt. Enter starts the next sale.
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
  // Enter starts the next sale wherever the focus is (the dialog takes it as
  // it opens), except on a button, which does its own.
  const latestOnNext = useLatest(onNext)
  useEffect(() => {
    if (!show) return
    const next = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return
      event.preventDefault()
      latestOnNext.current()
    }
    document.addEventListener('keydown', next)
    return () => document.removeEventListener('keydown', next)
  }, [show, latestOnNext])
  if (!receipt) return null
  return (
    <Modal
      show={show}
      onHide={onNext}
      aria-labelledby="pending-receipt-title"
      centered
      className="receipt-dialog"
    >
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
        <PendingReceiptPaper receipt={receipt} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
          <i className="bi bi-printer me-1" aria-hidden="true" />
          Print
        </button>
        <button type="button" className="btn btn-primary" onClick={onNext} autoFocus>
          New sale <kbd className="ms-1">Enter</kbd>
        </button>
      </Modal.Footer>
    </Modal>
  )
}

/** The slip itself, measured for the roll's page each time the dialog shows it. */
function PendingReceiptPaper({ receipt }: { receipt: PendingReceiptData }) {
  const shop = useShop()
  const paper = useRef<HTMLElement>(null)
  const height = useHeightInMm(paper)
  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  return (
    <>
      <style>{receiptPageRule('80mm', height)}</style>
      <article
        ref={paper}
        className="receipt-paper receipt-80mm"
        // Paper is white in dark mode too: its text keeps the light theme's colours.
        data-bs-theme="light"
        aria-label={`Pending receipt ${receipt.ref}`}
        data-paper="80mm"
      >
        <ReceiptHeader settings={receipt.shop} branch={{ name: receipt.branchName }}>
          <div className="fw-bold">PENDING</div>
        </ReceiptHeader>
        <div className="receipt-rule" />
        <ReceiptFacts
          facts={[
            { label: 'Reference', value: receipt.ref, ltr: true, testId: 'pending-ref' },
            { label: 'Date', value: shop.dateTime(receipt.madeAt) },
            { label: 'Served by', value: receipt.seller },
            { label: 'Customer', value: receipt.customer ?? 'Walk-in' },
          ]}
        />
        <div className="receipt-rule" />
        <ReceiptItems
          items={receipt.lines.map((line, index) => ({
            key: index,
            name: line.name,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            notes: line.discount > 0 ? [<>discount −{money(line.discount)}</>] : [],
            amount: line.amount,
          }))}
        />
        <div className="receipt-rule" />
        <ReceiptTotals
          rows={[
            ...receipt.rows.map((row) => ({
              key: row.kind,
              label: row.label,
              amount: row.amount,
              total: row.kind === 'total',
            })),
            ...receipt.payments.map((payment, index) => ({
              key: `payment-${index}`,
              label: paymentLabel(payment.method),
              amount: payment.amount,
            })),
            ...(receipt.changeDue > 0
              ? [
                  {
                    key: 'change',
                    label: 'Change',
                    amount: receipt.changeDue,
                    testId: 'pending-change',
                  },
                ]
              : []),
          ]}
        />
        <ReceiptBarcode code={receipt.ref} />
        <p className="text-center small mt-2 mb-0">
          Kept on this till until the server records it; the order number follows.
        </p>
        {receipt.shop.receiptFooter && (
          <footer className="text-center mt-2">{receipt.shop.receiptFooter}</footer>
        )}
      </article>
    </>
  )
}
