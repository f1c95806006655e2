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
import type { Data } from '~generated/data'

interface Props {
  branches: Data.BranchRef[]
  pricesIncludeTax: boolean
  discountCapBp: number
  can: { overridePrice: boolean; createCustomers: boolean }
  limits: { lines: number; quantity: number; payments: number }
  parked: Data.ParkedSale[]
  draft: Data.DraftCart | null
}

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

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

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
  const { figures, settlement, withinCap } = previewOf(cart, pricesIncludeTax, discountCapBp)

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
    setScanMessage(
      at >= 0
        ? `${quantity === 1 ? 'One more' : `${quantity} more`} ${product.name}: ${next}.`
        : `Added ${quantity === 1 ? '' : `${quantity} × `}${product.name}.`
    )
  }

  function setLine(index: number, patch: Partial<CartLine>) {
    update({ lines: cart.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) })
  }

  function clear() {
    storeCart(storageKey, null)
    setCart(emptyCart(cart.branchId))
    setScanMessage(null)
    scanRef.current?.focus()
  }

  function submit(park: boolean) {
    if (processing) return
    setProcessing(true)
    router.post(urlFor('orders.store'), cartPayload(cart, park), {
      preserveScroll: true,
      preserveState: true,
      onSuccess: () => {
        storeCart(storageKey, null)
        if (park || draft) setCart(emptyCart(cart.branchId))
      },
      onFinish: () => setProcessing(false),
    })
  }

  // Keys of a till: F2 to scan, F8 to park, F9 to complete; typing anywhere else goes to the scan field.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'F2') {
        event.preventDefault()
        scanRef.current?.focus()
      } else if (event.key === 'F9') {
        event.preventDefault()
        submit(false)
      } else if (event.key === 'F8') {
        event.preventDefault()
        submit(true)
      } else if (
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTyping(event.target) &&
        !document.querySelector('.modal.show')
      ) {
        scanRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  const title = draft ? 'Parked sale' : 'New sale'

  return (
    <>
      <Head title={title} />
      <Breadcrumbs trail={[{ label: 'Orders', route: 'orders.index' }]} current={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <span className="text-body-secondary small d-none d-md-inline">
          <kbd>F2</kbd> scan · <kbd>F8</kbd> park · <kbd>F9</kbd> complete
        </span>
      </div>
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
      <div className="row g-3">
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
                message={scanMessage}
                onMessage={setScanMessage}
                describe={(product) => (
                  <>
                    <span dir="ltr">{shop.money(product.price)}</span> ·{' '}
                    {shop.count(product.onHand)} on hand
                  </>
                )}
              />
              {errors.lines && <div className="alert alert-danger py-2">{errors.lines}</div>}
              <CartLines
                lines={cart.lines}
                figures={figures.lines}
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
              <dl className="row mb-3" aria-label="Totals">
                <dt className="col-7 fw-normal">Subtotal</dt>
                <dd className="col-5 text-end mb-1">{money(figures.subtotal)}</dd>
                <dt className="col-7 fw-normal">Discounts</dt>
                <dd className="col-5 text-end mb-1">
                  {figures.discountTotal > 0 ? <>−{money(figures.discountTotal)}</> : money(0)}
                </dd>
                <dt className="col-7 fw-normal">{pricesIncludeTax ? 'Tax included' : 'Tax'}</dt>
                <dd className="col-5 text-end mb-1">{money(figures.taxTotal)}</dd>
                <dt className="col-7 fs-4">Total</dt>
                <dd className="col-5 text-end fs-4 fw-bold mb-0" data-testid="sale-total">
                  {money(figures.total)}
                </dd>
              </dl>
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
    </>
  )
}
