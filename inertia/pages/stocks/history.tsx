import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { DataTable, type Column } from '~/components/data_table'
import { SelectField } from '~/components/select_field'
import type { PageMeta } from '~/types'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  product: Data.ProductRef
  movements: Data.StockMovement[]
  meta: PageMeta
  filters: { branch: string; search: string }
  onHand: {
    branch: Data.BranchRef
    onHand: number
    levelId: number | null
    /** Ordered and not yet received on the branch's open purchase orders. */
    onOrder: number
  }[]
  branchOptions: { value: string; label: string }[]
  can: { adjust: boolean }
}

/** What each kind of movement is called on screen. */
const TYPE_LABELS: Record<string, string> = {
  receipt: 'Received',
  adjustment: 'Adjusted',
  sale: 'Sold',
  sale_void: 'Sale voided',
  return: 'Returned',
  transfer_out: 'Sent (transfer)',
  transfer_in: 'Received (transfer)',
  transfer_cancel: 'Transfer cancelled',
  count: 'Counted (stocktake)',
}

const REASON_LABELS: Record<string, string> = {
  count: 'Count',
  damaged: 'Damaged',
  lost: 'Lost',
  found: 'Found',
  correction: 'Correction',
}

/** A return is shown on its order's receipt, whose id it carries. */
function documentHref(document: NonNullable<Data.StockMovement['document']>) {
  switch (document.type) {
    case 'stock_receipt':
      return urlFor('stocks.receipts.show', { id: document.id })
    case 'stock_transfer':
      return urlFor('stock_moves.edit', { id: document.id })
    case 'stocktake':
      return urlFor('stocktakes.show', { id: document.id })
    default:
      return urlFor('orders.show', { id: document.id })
  }
}

/** Every ledger row of one product at the user's branches: why its figures are what they are. */
export default function StockHistory({
  product,
  movements,
  meta,
  filters,
  onHand,
  branchOptions,
  can,
}: Props) {
  const shop = useShop()
  const total = onHand.reduce((sum, row) => sum + row.onHand, 0)

  const columns: Column<Data.StockMovement>[] = [
    {
      key: 'when',
      label: 'When',
      className: 'text-nowrap',
      render: (row) => <span dir="ltr">{shop.dateTime(row.createdAt)}</span>,
    },
    {
      key: 'branch',
      label: 'Branch',
      render: (row) => row.branch.name,
    },
    {
      key: 'type',
      label: 'What',
      render: (row) => (
        <div>
          {TYPE_LABELS[row.type] ?? row.type}
          {row.document && (
            <div className="small">
              {row.document.opens ? (
                <Link href={documentHref(row.document)}>{row.document.number}</Link>
              ) : (
                row.document.number
              )}
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'quantity',
      label: 'Change',
      className: 'text-end',
      render: (row) => (
        <span
          dir="ltr"
          className={row.quantity < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}
        >
          {row.quantity > 0 ? `+${row.quantity}` : row.quantity}
        </span>
      ),
    },
    {
      key: 'balance',
      label: 'Balance after',
      className: 'text-end',
      render: (row) => <span dir="ltr">{row.balanceAfter}</span>,
    },
    {
      key: 'user',
      label: 'By',
      hideBelow: 'md',
      render: (row) => row.user ?? '—',
    },
    {
      key: 'reason',
      label: 'Reason',
      hideBelow: 'md',
      render: (row) =>
        row.reason || row.note ? (
          <div>
            {row.reason && (REASON_LABELS[row.reason] ?? row.reason)}
            {row.note && <div className="small text-body-secondary">{row.note}</div>}
          </div>
        ) : (
          '—'
        ),
    },
  ]
  if (movements.some((row) => row.unitCost !== undefined)) {
    columns.push({
      key: 'unit_cost',
      label: 'Unit cost',
      className: 'text-end text-nowrap',
      hideBelow: 'lg',
      render: (row) =>
        row.unitCost === null || row.unitCost === undefined ? (
          '—'
        ) : (
          <span dir="ltr">{shop.money(row.unitCost)}</span>
        ),
    })
  }

  return (
    <>
      <Head title={`${product.name}: stock history`} />
      <Breadcrumbs trail={[{ label: 'Stocks', route: 'stocks.index' }]} current={product.name} />
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
        <h1 className="h3 mb-0 me-2">{product.name}</h1>
        <span className="font-monospace text-body-secondary" dir="ltr">
          {product.sku}
        </span>
      </div>
      <div className="card mb-4">
        <div className="card-body">
          <h2 className="h6 text-body-secondary mb-3">On hand now</h2>
          <dl className="row row-cols-2 row-cols-md-4 g-3 mb-0" data-testid="on-hand-now">
            {onHand.map((row) => (
              <div key={row.branch.id} className="col">
                <dt className="small fw-normal text-body-secondary">{row.branch.name}</dt>
                <dd className="fs-5 mb-0">
                  <span dir="ltr">{row.onHand}</span>{' '}
                  <span className="small text-body-secondary">{product.unit}</span>
                  {can.adjust && row.levelId !== null && (
                    <Link href={urlFor('stocks.edit', { id: row.levelId })} className="small ms-2">
                      Adjust
                    </Link>
                  )}
                  {row.onOrder > 0 && (
                    <span className="d-block small text-body-secondary">
                      On order <span dir="ltr">{row.onOrder}</span>
                    </span>
                  )}
                </dd>
              </div>
            ))}
            {onHand.length > 1 && (
              <div className="col">
                <dt className="small fw-normal text-body-secondary">All branches</dt>
                <dd className="fs-5 mb-0 fw-semibold">
                  <span dir="ltr">{total}</span>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      <DataTable
        path={urlFor('stocks.history', { id: product.id })}
        rows={movements}
        meta={meta}
        query={filters}
        columns={columns}
        searchLabel="Search reasons and notes"
        emptyMessage="No stock movement matches."
        filters={
          branchOptions.length > 1
            ? (apply) => (
                <SelectField
                  name="branch"
                  id="filter-branch"
                  label="Branch"
                  className=""
                  value={filters.branch}
                  options={[{ value: '', label: 'All my branches' }, ...branchOptions]}
                  onValueChange={(value) => apply({ branch: value })}
                />
              )
            : undefined
        }
      />
    </>
  )
}
