import { useRef, useState } from 'react'
import { Head, router, usePage } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ScanField } from '~/components/scan_field'
import { SelectField } from '~/components/select_field'
import { CartLines } from '~/components/counter/cart_lines'
import { ParkedSales } from '~/components/counter/parked_sales'
import { CheckoutPanel } from '~/components/counter/checkout_panel'
import { PayBar } from '~/components/counter/pay_bar'
import { QuickKeysPanel } from '~/components/counter/quick_keys_panel'
import { ConnectionBanner } from '~/components/counter/connection_banner'
import { TillStrip } from '~/components/counter/till_strip'
import { CashierSwitch } from '~/components/counter/cashier_switch'
import { useCounterKeys } from '~/lib/counter_keys'
import { useConnection } from '~/lib/use_connection'
import { useOfflineTill } from '~/lib/use_offline_till'
import { rememberedTill } from '~/lib/till_choice'
import type { PendingReceiptData } from '~/lib/offline/till_db'
import { saleDisplay } from '#common/sale_display'
import { cartPayload, newSaleKey, previewOf, type CounterProduct } from '~/lib/counter_cart'
import { useCounterCart } from '~/lib/use_counter_cart'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/types'
import { loadOnShow } from '~/lib/load_on_show'
import type { Data } from '~generated/data'

// Shown on demand (a manager's PIN, the keys sheet): their code loads when first opened.
const ApprovalDialog = loadOnShow(() =>
  import('~/components/counter/approval_dialog').then((module) => module.ApprovalDialog)
)
const ShortcutsSheet = loadOnShow(() =>
  import('~/components/counter/shortcuts_sheet').then((module) => module.ShortcutsSheet)
)
const PendingReceipt = loadOnShow(() =>
  import('~/components/counter/pending_receipt').then((module) => module.PendingReceipt)
)

type Props = Data.Counter

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
  const { cart, update, chooseBranch, add, setLine, removeLine, clear, sent, ...scan } =
    useCounterCart({ userId, draft, branches, limits })
  const [processing, setProcessing] = useState(false)
  const scanRef = useRef<HTMLInputElement>(null)
  // A quick key takes the quantity typed before it (`6*`) from the scan field.
  const takeQuantity = useRef<() => number>(null)
  const { figures, settlement, withinCap } = previewOf(cart, pricesIncludeTax, discountCapBp)
  const display = saleDisplay(figures.lines, figures, pricesIncludeTax)
  const [showKeys, setShowKeys] = useState(false)
  const [sendProblem, setSendProblem] = useState<string | null>(null)
  const connection = useConnection()
  const offline = useOfflineTill({
    userId,
    branchId: cart.branchId,
    reachable: connection.reachable,
    onLost: connection.lost,
    seller: {
      name: page.props.auth.user?.name ?? '',
      branchName: branches.find((branch) => String(branch.id) === cart.branchId)?.name ?? '',
      pricesIncludeTax,
      discountCapBp,
      mayOverridePrice: can.overridePrice,
      // Until the kit kept for the branch is read, the shop's default: a sale needs a session.
      saleNeedsTillSession: true,
      cardSalesWithoutSession: false,
      sessionOpen: () =>
        tills.some(
          (till) =>
            till.id === rememberedTill() &&
            String(till.branchId) === cart.branchId &&
            till.session !== null
        ),
    },
  })
  const [pending, setPending] = useState<PendingReceiptData | null>(null)
  // Two presses of F9 before the next render complete one sale.
  const completing = useRef(false)

  // A refusal a manager can lift opens the PIN dialog; its token goes with the sale sent again.
  const [answeredErrors, setAnsweredErrors] = useState<object | null>(null)
  const askingApproval = Boolean(errors.approval) && answeredErrors !== errors

  /** Without the server: completed in the outbox with a pending receipt, or refused saying why. */
  async function completeOffline(park: boolean) {
    if (completing.current || cart.lines.length === 0) return
    completing.current = true
    setSendProblem(null)
    const outcome = await offline.complete(cart, park).finally(() => (completing.current = false))
    if ('problem' in outcome) return setSendProblem(outcome.problem)
    clear()
    setPending(outcome.receipt)
  }

  function submit(park: boolean, approvalToken: string | null = null) {
    if (processing || cart.lines.length === 0) return
    if (!connection.reachable) return void completeOffline(park)
    setProcessing(true)
    setSendProblem(null)
    router.post(
      urlFor('orders.store'),
      { ...cartPayload(cart, park), approval_token: approvalToken },
      {
        preserveScroll: true,
        preserveState: true,
        // No answer at all: the till goes on offline; the sale's key makes a copy that did arrive one order.
        onNetworkError: () => {
          connection.lost()
          void completeOffline(park)
          return false
        },
        onSuccess: () => sent(park || Boolean(draft)),
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
        {offline.ready && (
          <span
            className="badge text-bg-light border"
            title="The catalogue and this page are kept on this till: it sells on without the server."
            data-testid="offline-ready"
          >
            <i className="bi bi-cloud-check me-1" aria-hidden="true" />
            Ready offline
          </span>
        )}
        <CashierSwitch />
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
      <ConnectionBanner
        reachable={connection.reachable}
        waiting={offline.waiting}
        problem={offline.problem}
        onRetry={() => void offline.send(true)}
      />
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
                kept={{
                  offline: !connection.reachable,
                  lookUp: offline.lookUp,
                  onLost: connection.lost,
                }}
                multiplier={limits.quantity}
                takeQuantity={takeQuantity}
                message={scan.scanMessage}
                onMessage={scan.setScanMessage}
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
                current={scan.changedLine}
                errors={errors}
                canOverridePrice={can.overridePrice}
                maxQuantity={limits.quantity}
                onChange={setLine}
                onRemove={removeLine}
              />
            </div>
          </section>
        </div>
        <div className="col-lg-5">
          <CheckoutPanel
            cart={cart}
            rows={display.rows}
            settlement={settlement}
            withinCap={withinCap}
            discountCapBp={discountCapBp}
            canCreateCustomers={can.createCustomers && connection.reachable}
            searchKeptCustomers={connection.reachable ? null : offline.searchCustomers}
            maxPayments={limits.payments}
            errors={errors}
            processing={processing}
            canClear={!draft}
            onChange={update}
            onSubmit={submit}
            onClear={() => {
              clear()
              scanRef.current?.focus()
            }}
          />
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
      <PendingReceipt
        show={pending !== null}
        receipt={pending}
        onNext={() => {
          setPending(null)
          scanRef.current?.focus()
        }}
      />
    </>
  )
}
