import { useLatest } from '~/lib/use_latest'
import { useEffect, useRef, useState } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ScanField } from '~/components/scan_field'
import { SelectField } from '~/components/select_field'
import { TextAreaField } from '~/components/text_area_field'
import { CartLines } from '~/components/counter/cart_lines'
import { ParkedSales } from '~/components/counter/parked_sales'
import { CustomerPicker } from '~/components/counter/customer_picker'
import { DiscountInput } from '~/components/counter/discount_input'
import { PaymentsPanel } from '~/components/counter/payments_panel'
import { SaleSummary } from '~/components/counter/sale_summary'
import { PayBar } from '~/components/counter/pay_bar'
import { QuickCash } from '~/components/counter/quick_cash'
import { QuickKeysPanel } from '~/components/counter/quick_keys_panel'
import { ConnectionBanner } from '~/components/counter/connection_banner'
import { TillStrip } from '~/components/counter/till_strip'
import { useCounterKeys } from '~/lib/counter_keys'
import { useConnection } from '~/lib/use_connection'
import { saleDisplay } from '#common/sale_display'
import {
  cartPayload,
  cartStorageKey,
  emptyCart,
  newSaleKey,
  previewOf,
  storeCart,
  storedCart,
  type Cart,
  type CartLine,
  type CounterProduct,
} from '~/lib/counter_cart'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/types'
import { formatPercent } from '#common/basis_points'
import { loadOnShow } from '~/lib/load_on_show'
import type { Data } from '~generated/data'

// Shown on demand (a manager's PIN, the keys sheet): their code loads when first opened.
const ApprovalDialog = loadOnShow(() =>
  import('~/components/counter/approval_dialog').then((module) => module.ApprovalDialog)
)
const ShortcutsSheet = loadOnShow(() =>
  import('~/components/counter/shortcuts_sheet').then((module) => module.ShortcutsSheet)
)

type Props = Data.Counter

function draftAsCart(draft: Data.DraftCart): Cart {
  return {
    key: draft.key,
    branchId: String(draft.branchId),
    customer: draft.customer,
    lines: draft.lines,
    orderDiscount: draft.orderDiscount,
    payments: [],
    note: draft.note ?? '',
  }
}

/**
 * The counter: scan, adjust, take payment, complete. The cart lives in this
 * browser until the sale completes, so a reload or a lost connection loses
 * nothing; its key makes a resubmission return the same order.
 */
export default function OrdersCreate({
  branches,
  pricesIncludeTax,
  discountCapBp,
  can,
  limits,
  parked,
  draft,
  tills,
}: Props) {
  const shop = useShop()
  const page = usePage<SharedProps>()
  const errors = page.props.errors as Record<string, string | undefined>
  const userId = page.props.auth.user?.id ?? 0
  const storageKey = cartStorageKey(userId, draft?.id ?? null)
  const branchKey = `${storageKey}:branch`
  const [cart, setCart] = useState<Cart>(() => {
    const kept = storedCart(storageKey)
    if (draft) return kept?.key === draft.key ? kept : draftAsCart(draft)
    if (kept) return kept
    const remembered = window.localStorage.getItem(branchKey)
    const known = branches.find((branch) => String(branch.id) === remembered)
    return emptyCart(known ? String(known.id) : branches.length === 1 ? String(branches[0].id) : '')
  })
  const [scanMessage, setScanMessage] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)
  const scanRef = useRef<HTMLInputElement>(null)
  // A quick key takes the quantity typed before it (`6*`) from the scan field.
  const takeQuantity = useRef<() => number>(null)
  const { figures, settlement, withinCap } = previewOf(cart, pricesIncludeTax, discountCapBp)
  const display = saleDisplay(figures.lines, figures, pricesIncludeTax)
  const [changedLine, setChangedLine] = useState<number | null>(null)
  const [showKeys, setShowKeys] = useState(false)
  const [sendProblem, setSendProblem] = useState<string | null>(null)
  const connection = useConnection()

  // The cart as the last change left it, for scans answered before the next render.
  const cartRef = useLatest(cart)

  useEffect(() => storeCart(storageKey, cart), [storageKey, cart])

  function update(patch: Partial<Cart>) {
    setCart((current) => ({ ...current, ...patch }))
  }

  function chooseBranch(branchId: string) {
    window.localStorage.setItem(branchKey, branchId)
    update({ branchId })
  }

  /** A scan's product: a new line, or more of its line. Reads the cart as the last scan left it. */
  function add(product: CounterProduct, quantity: number) {
    const current = cartRef.current
    const at = current.lines.findIndex((line) => line.product.id === product.id)
    if (at < 0 && current.lines.length >= limits.lines) {
      setScanMessage(`A sale has at most ${limits.lines} lines: ring up the rest as another sale.`)
      return
    }
    const had = at >= 0 ? current.lines[at].quantity : 0
    const next = typeof had === 'number' ? Math.min(had + quantity, limits.quantity) : had
    const lines =
      at >= 0
        ? current.lines.map((line, index) =>
            index === at ? { ...line, product, quantity: next } : line
          )
        : [...current.lines, { product, quantity: next, unitPrice: null, discount: null }]
    cartRef.current = { ...current, lines }
    setCart(cartRef.current)
    setChangedLine(product.id)
    setScanMessage(
      at >= 0
        ? `${quantity === 1 ? 'One more' : `${quantity} more`} ${product.name}: ${next}.`
        : `Added ${quantity === 1 ? '' : `${quantity} × `}${product.name}.`
    )
  }

  function setLine(index: number, patch: Partial<CartLine>) {
    setChangedLine(cart.lines[index]?.product.id ?? null)
    update({ lines: cart.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) })
  }

  function clear() {
    storeCart(storageKey, null)
    setCart(emptyCart(cart.branchId))
    setScanMessage(null)
    scanRef.current?.focus()
  }

  // A refusal a manager can lift opens the PIN dialog; its token goes with the sale sent again.
  const [answeredErrors, setAnsweredErrors] = useState<object | null>(null)
  const askingApproval = Boolean(errors.approval) && answeredErrors !== errors

  function submit(park: boolean, approvalToken: string | null = null) {
    if (processing || cart.lines.length === 0) return
    setProcessing(true)
    setSendProblem(null)
    router.post(
      urlFor('orders.store'),
      { ...cartPayload(cart, park), approval_token: approvalToken },
      {
        preserveScroll: true,
        preserveState: true,
        // No answer at all: said at once; the cart and its key stay, so F9 again is safe.
        onNetworkError: () => {
          connection.lost()
          setSendProblem(
            park
              ? 'No connection: the sale is kept, press F8 again when it is back.'
              : 'No connection: the sale is kept, press F9 again when it is back.'
          )
          return false
        },
        onSuccess: () => {
          storeCart(storageKey, null)
          if (park || draft) setCart(emptyCart(cart.branchId))
        },
        onFinish: () => setProcessing(false),
      }
    )
  }

  useCounterKeys({
    scan: () => scanRef.current?.focus(),
    park: () => submit(true),
    complete: () => submit(false),
    help: () => setShowKeys(true),
  })

  const title = draft ? 'Parked sale' : 'New sale'

  return (
    <>
      <Head title={title} />
      <Breadcrumbs trail={[{ label: 'Orders', route: 'orders.index' }]} current={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <button
          type="button"
          className="btn btn-link btn-sm text-body-secondary d-none d-md-inline"
          onClick={() => setShowKeys(true)}
        >
          <kbd>F2</kbd> scan · <kbd>F8</kbd> park · <kbd>F9</kbd> complete · <kbd>?</kbd> all keys
        </button>
      </div>
      <ApprovalDialog
        show={askingApproval}
        reason={errors.approval}
        branchId={cart.branchId}
        payload={() => cartPayload(cart, false)}
        onApproved={(token) => {
          setAnsweredErrors(errors)
          submit(false, token)
        }}
        onCancel={() => setAnsweredErrors(errors)}
      />
      <ConnectionBanner reachable={connection.reachable} />
      <TillStrip tills={tills} branchId={cart.branchId} canOpen={can.openTills} />
      {sendProblem && (
        <div className="alert alert-danger fw-semibold" role="alert" data-testid="send-problem">
          {sendProblem}
        </div>
      )}
      {errors.cart && (
        <div className="alert alert-danger d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span>{errors.cart}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => update({ key: newSaleKey() })}
          >
            Ring up as a new sale
          </button>
        </div>
      )}
      {errors.idempotency_key && <div className="alert alert-danger">{errors.idempotency_key}</div>}
      <div className="row g-3 counter-page">
        <div className="col-lg-7">
          <section className="card mb-3" aria-labelledby="cart-heading">
            <div className="card-body">
              <h2 id="cart-heading" className="h5">
                Items
              </h2>
              {branches.length > 1 || cart.branchId === '' ? (
                <SelectField
                  name="branch_id"
                  label="Branch"
                  value={cart.branchId}
                  options={[
                    ...(cart.branchId === '' ? [{ value: '', label: 'Choose a branch' }] : []),
                    ...branches.map((branch) => ({
                      value: String(branch.id),
                      label: `${branch.name} (${branch.code})`,
                    })),
                  ]}
                  error={errors.branch_id}
                  onValueChange={chooseBranch}
                />
              ) : null}
              <ScanField<CounterProduct>
                inputRef={scanRef}
                autoFocus
                lookupUrl={(search) =>
                  urlFor('orders.products', undefined, {
                    qs: { search, ...(cart.branchId ? { branch: cart.branchId } : {}) },
                  })
                }
                onAdd={add}
                multiplier={limits.quantity}
                takeQuantity={takeQuantity}
                message={scanMessage}
                onMessage={setScanMessage}
                describe={(product) => (
                  <>
                    <span dir="ltr">{shop.money(product.price)}</span> ·{' '}
                    {shop.count(product.onHand)} on hand
                  </>
                )}
              />
              <QuickKeysPanel
                branchId={cart.branchId}
                onKey={(product) => {
                  add(product, takeQuantity.current?.() ?? 1)
                  // The next scan types into the field, not into the key just tapped.
                  scanRef.current?.focus()
                }}
              />
              {errors.lines && <div className="alert alert-danger py-2">{errors.lines}</div>}
              <CartLines
                lines={cart.lines}
                display={display.lines}
                current={changedLine}
                errors={errors}
                canOverridePrice={can.overridePrice}
                maxQuantity={limits.quantity}
                onChange={setLine}
                onRemove={(index) => update({ lines: cart.lines.filter((_, at) => at !== index) })}
              />
            </div>
          </section>
        </div>
        <div className="col-lg-5">
          <section className="card mb-3" aria-labelledby="checkout-heading">
            <div className="card-body">
              <h2 id="checkout-heading" className="h5">
                Checkout
              </h2>
              <CustomerPicker
                customer={cart.customer}
                onChange={(customer) => update({ customer })}
                canCreate={can.createCustomers}
                errors={errors}
              />
              <DiscountInput
                id="order-discount"
                label="Order discount"
                className="row g-2 mb-1"
                value={cart.orderDiscount}
                error={errors.order_discount ?? errors['order_discount.value']}
                onChange={(orderDiscount) => update({ orderDiscount })}
              />
              <p className={`small mb-3 ${withinCap ? 'text-body-secondary' : 'text-danger'}`}>
                {discountCapBp === 0
                  ? 'Your role may not give discounts.'
                  : `Your role may give up to ${formatPercent(discountCapBp, shop.locale)} off an order.`}
              </p>
              <SaleSummary rows={display.rows} />
              <QuickCash
                owed={settlement.remaining}
                onCash={(amount) =>
                  update({ payments: [...cart.payments, { method: 'cash', amount }] })
                }
              />
              <PaymentsPanel
                payments={cart.payments}
                settlement={settlement}
                errors={errors}
                max={limits.payments}
                onChange={(payments) => update({ payments })}
              />
              <TextAreaField
                name="note"
                label="Note"
                rows={2}
                value={cart.note}
                error={errors.note}
                onValueChange={(note) => update({ note })}
              />
              <div className="d-grid gap-2">
                <button
                  type="button"
                  className="btn btn-primary btn-lg"
                  disabled={processing || cart.lines.length === 0}
                  onClick={() => submit(false)}
                >
                  Complete sale <kbd className="ms-1">F9</kbd>
                </button>
                <div className="d-flex gap-2">
                  <button
                    type="button"
                    className="btn btn-outline-secondary flex-fill"
                    disabled={processing || cart.lines.length === 0}
                    onClick={() => submit(true)}
                  >
                    Park sale <kbd className="ms-1">F8</kbd>
                  </button>
                  {!draft && (
                    <button
                      type="button"
                      className="btn btn-outline-danger flex-fill"
                      disabled={processing}
                      onClick={clear}
                    >
                      Clear
                    </button>
                  )}
                </div>
              </div>
            </div>
          </section>
        </div>
        {parked.length > 0 && (
          <div className="col-lg-7">
            <ParkedSales sales={parked} />
          </div>
        )}
      </div>
      <PayBar
        total={figures.total}
        lines={cart.lines.length}
        disabled={processing || cart.lines.length === 0}
        onPay={() => document.getElementById('checkout-heading')?.scrollIntoView()}
      />
      <ShortcutsSheet show={showKeys} onClose={() => setShowKeys(false)} />
    </>
  )
}
