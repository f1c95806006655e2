import { Fragment, type ReactNode } from 'react'
import { BarcodeImage } from '~/components/barcode'
import { useShop } from '~/lib/shop'
import { formatPercent } from '#common/basis_points'
import { PAYMENT_LABELS, type PaymentMethod } from '#common/sale_totals'
import type { Data } from '~generated/data'

/** The shop's texts a receipt prints (Settings). */
export type ReceiptSettings = Data.ReceiptSettings

export type Receipt = Data.Receipt

/*
 * One family of receipt layouts: the parts below make the order's receipt
 * (ReceiptBody) and the pending receipt of a sale made offline
 * (components/counter/pending_receipt.tsx), on screen and on paper alike.
 */

/** The shop and the branch at the top of a receipt. */
export function ReceiptHeader({
  settings,
  branch,
  children,
}: {
  settings: Pick<ReceiptSettings, 'companyName' | 'receiptHeader' | 'taxId'>
  branch: { name: string; address?: string | null; phone?: string | null }
  /** Printed under the shop's name (a pending receipt says so there). */
  children?: ReactNode
}) {
  return (
    <header className="text-center">
      <div className="fw-bold fs-5">{settings.companyName}</div>
      {children}
      {settings.receiptHeader && <div>{settings.receiptHeader}</div>}
      <div>{branch.name}</div>
      {branch.address && <div>{branch.address}</div>}
      {branch.phone && <div dir="ltr">{branch.phone}</div>}
      {settings.taxId && <div>Tax ID {settings.taxId}</div>}
    </header>
  )
}

export interface ReceiptFact {
  label: string
  value: ReactNode
  /** Codes and numbers read left to right in a right-to-left page too. */
  ltr?: boolean
  testId?: string
}

/** The sale's reference, date, seller and customer: label left, value right. */
export function ReceiptFacts({ facts }: { facts: (ReceiptFact | false | null)[] }) {
  return (
    <dl className="d-grid mb-0" style={{ gridTemplateColumns: 'auto 1fr', columnGap: '0.75rem' }}>
      {facts
        .filter((fact): fact is ReceiptFact => Boolean(fact))
        .map((fact) => (
          <Fragment key={fact.label}>
            <dt className="fw-normal">{fact.label}</dt>
            <dd
              className="mb-0 text-end"
              dir={fact.ltr ? 'ltr' : undefined}
              data-testid={fact.testId}
            >
              {fact.value}
            </dd>
          </Fragment>
        ))}
    </dl>
  )
}

export interface ReceiptItem {
  key: string | number
  name: string
  quantity: number
  unitPrice: number
  /** What else the line says after its quantity and price (a discount, a price change). */
  notes: ReactNode[]
  amount: number
}

/** The items sold, each with its quantity, unit price, notes and amount. */
export function ReceiptItems({ items }: { items: ReceiptItem[] }) {
  const shop = useShop()
  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  return (
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
        {items.map((item) => (
          <tr key={item.key}>
            <td>
              <div>{item.name}</div>
              <div className="text-secondary">
                {shop.count(item.quantity)} × {money(item.unitPrice)}
                {item.notes.map((note, index) => (
                  <Fragment key={index}> · {note}</Fragment>
                ))}
              </div>
            </td>
            <td className="text-end text-nowrap">{money(item.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export interface ReceiptTotalRow {
  key: string
  label: string
  amount: number
  total?: boolean
  testId?: string
}

/** Subtotal to total, then the payments and the change, negative amounts with a minus sign. */
export function ReceiptTotals({ rows }: { rows: ReceiptTotalRow[] }) {
  const shop = useShop()
  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  return (
    <table>
      <caption className="visually-hidden">Totals</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.total ? 'fw-bold' : undefined}>
            <th scope="row" className={row.total ? undefined : 'fw-normal'}>
              {row.label}
            </th>
            <td className="text-end" data-testid={row.testId}>
              {row.amount < 0 ? <>−{money(-row.amount)}</> : money(row.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** What a payment is called on a receipt: its method, and its reference when it has one. */
export function paymentLabel(method: string, reference?: string | null) {
  const label = PAYMENT_LABELS[method as PaymentMethod] ?? method
  return reference ? `${label} (${reference})` : label
}

/** The code the receipt is found by, as a barcode with the code alone under it. */
export function ReceiptBarcode({ code }: { code: string }) {
  return (
    <div className="d-flex justify-content-center mt-3">
      <BarcodeImage code={code} numberOnly />
    </div>
  )
}

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
  const totals: ReceiptTotalRow[] = [
    // The lines add up to the Subtotal (common/sale_display.ts).
    ...order.display.rows.flatMap((row): ReceiptTotalRow[] =>
      row.kind === 'tax' || row.kind === 'tax_included'
        ? order.taxes.map((tax) => ({
            key: `tax-${tax.rateBp}`,
            label: `${order.pricesIncludeTax ? 'Incl. tax' : 'Tax'} ${formatPercent(tax.rateBp, shop.locale)}`,
            amount: tax.amount,
          }))
        : [{ key: row.kind, label: row.label, amount: row.amount, total: row.kind === 'total' }]
    ),
    ...order.payments.map((payment, index) => ({
      key: `payment-${index}`,
      label: paymentLabel(payment.method, payment.reference),
      amount: payment.tendered ?? payment.amount,
    })),
    ...(order.changeDue > 0 ? [{ key: 'change', label: 'Change', amount: order.changeDue }] : []),
  ]
  return (
    <>
      <ReceiptHeader settings={receiptSettings} branch={order.branch} />
      <div className="receipt-rule" />
      <ReceiptFacts
        facts={[
          { label: 'Order', value: order.number ?? 'Parked', ltr: true },
          !!order.provisionalRef && {
            label: 'Made offline',
            value: order.provisionalRef,
            ltr: true,
          },
          !!order.completedAt && { label: 'Date', value: shop.dateTime(order.completedAt) },
          { label: 'Served by', value: order.seller },
          !!order.approvedBy && { label: 'Approved by', value: order.approvedBy },
          { label: 'Customer', value: order.customer?.name ?? 'Walk-in' },
        ]}
      />
      <div className="receipt-rule" />
      <ReceiptItems
        items={order.lines.map((line, index) => ({
          key: line.id,
          name: line.name,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          notes: [
            line.originalUnitPrice !== null && (
              <>price changed from {money(line.originalUnitPrice)}</>
            ),
            line.discount > 0 && <>discount −{money(line.discount)}</>,
            line.returnedQuantity > 0 && <>{shop.count(line.returnedQuantity)} returned</>,
          ].filter(Boolean),
          amount: order.display.lines[index].amount,
        }))}
      />
      <div className="receipt-rule" />
      <ReceiptTotals rows={totals} />
      {order.note && (
        <>
          <div className="receipt-rule" />
          <p className="mb-0">{order.note}</p>
        </>
      )}
      {order.number && <ReceiptBarcode code={order.number} />}
      {receiptSettings.receiptFooter && (
        <footer className="text-center mt-2">{receiptSettings.receiptFooter}</footer>
      )}
    </>
  )
}
