import { Link } from '@adonisjs/inertia/react'
import { DataTable, type Column } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { SelectField } from '~/components/select_field'
import { CategoryFilter, ExportCsvLink, BranchFilter } from '~/components/list_filters'
import { StatusFilter } from '~/components/status_filter'
import { Unknown } from '~/components/products/product_form'
import type { PageMeta } from '~/types'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { isLowStock } from '#common/stock_levels'
import { MAX_REORDER_LEVEL } from '#common/limits'
import { BranchReorderLevel } from '~/components/stock/branch_reorder_level'

interface Props {
  stocks: Data.StockRow[]
  meta: PageMeta
  filters: {
    search: string
    category: string
    status: string
    level: string
    branch: string
    sort: string
  }
  branches: Data.BranchRef[]
  branchOptions: { value: string; label: string }[]
  can: { adjust: boolean; receive: boolean; export: boolean; setReorderLevels: boolean }
  categories: string[]
}

/** On hand as a person reads it: red below zero, amber when a branch's stock is low. */
function Quantity({ value, reorderLevel }: { value: number; reorderLevel?: number }) {
  const tone =
    value < 0
      ? 'text-danger fw-semibold'
      : reorderLevel !== undefined && isLowStock(value, reorderLevel)
        ? 'text-warning-emphasis fw-semibold'
        : ''
  return (
    <span className={tone} dir="ltr">
      {value}
    </span>
  )
}

export default function StocksIndex({
  stocks,
  meta,
  filters,
  branches,
  branchOptions,
  categories,
  can,
}: Props) {
  const shop = useShop()
  const withCost = stocks.some((row) => row.cost !== undefined)
  const oneBranch = filters.branch !== ''
  // The one branch shown works to its own level when it has one.
  const levelOf = (row: Data.StockRow) => {
    const only = oneBranch ? Number(filters.branch) : branches[0]?.id
    return (only !== undefined ? row.branches[only]?.reorderLevel : undefined) ?? row.reorderLevel
  }
  const historyOf = (row: Data.StockRow) =>
    urlFor('stocks.history', { id: row.id }) + (oneBranch ? `?branch=${filters.branch}` : '')

  const countedAgo = (iso: string) =>
    new Intl.RelativeTimeFormat(shop.locale, { numeric: 'auto' }).format(
      -Math.floor((Date.now() - Date.parse(iso)) / 86_400_000),
      'day'
    )

  const columns: Column<Data.StockRow>[] = [
    {
      key: 'name',
      label: 'Product',
      sort: { asc: 'name', desc: 'name_desc' },
      minWidth: '9rem',
      render: (row) => (
        <div>
          <Link href={historyOf(row)} className="fw-semibold">
            {row.name}
          </Link>
          <div className="small text-body-secondary">
            {row.category ?? 'No category'} · {row.unit}
            {!row.isActive && ' · inactive'}
            {row.lastCountedAt && ` · counted ${countedAgo(row.lastCountedAt)}`}
          </div>
        </div>
      ),
    },
    {
      key: 'sku',
      label: 'SKU',
      className: 'text-nowrap',
      hideBelow: 'md',
      sort: { asc: 'sku', desc: 'sku_desc' },
      render: (row) => (
        <span className="font-monospace" dir="ltr">
          {row.sku}
        </span>
      ),
    },
  ]
  if (!oneBranch && branches.length > 1) {
    for (const branch of branches) {
      columns.push({
        key: `branch-${branch.id}`,
        label: branch.code,
        className: 'text-end',
        hideBelow: 'lg',
        render: (row) => (
          <Quantity
            value={row.branches[branch.id]?.onHand ?? 0}
            reorderLevel={row.branches[branch.id]?.reorderLevel ?? row.reorderLevel}
          />
        ),
      })
    }
  }
  columns.push(
    {
      key: 'on_hand',
      label: oneBranch || branches.length === 1 ? 'On hand' : 'Total',
      className: 'text-end',
      sort: { asc: 'on_hand', desc: 'on_hand_desc', first: 'asc' },
      // A total over several branches is never low: each branch is, on its own.
      render: (row) => (
        <Quantity
          value={row.onHand}
          reorderLevel={oneBranch || branches.length === 1 ? levelOf(row) : undefined}
        />
      ),
    },
    {
      key: 'in_transit',
      label: 'In transit',
      className: 'text-end',
      hideBelow: 'md',
      render: (row) => (row.inTransit ? <span dir="ltr">{row.inTransit}</span> : '—'),
    },
    {
      key: 'on_order',
      label: 'On order',
      className: 'text-end',
      hideBelow: 'md',
      render: (row) => (row.onOrder ? <span dir="ltr">{row.onOrder}</span> : '—'),
    },
    {
      key: 'reorder',
      label: 'Reorder at',
      className: 'text-end',
      // One branch shows its own level (set there by the buyer); several show the product's,
      // each cell coloured by its branch's.
      render: (row) => {
        const only = oneBranch
          ? Number(filters.branch)
          : branches.length === 1
            ? branches[0].id
            : null
        const held = only === null ? undefined : row.branches[only]
        if (only === null || !can.setReorderLevels) {
          return <span dir="ltr">{only === null ? row.reorderLevel : levelOf(row)}</span>
        }
        return (
          <BranchReorderLevel
            productId={row.id}
            branchId={only}
            name={row.name}
            level={levelOf(row)}
            ownLevel={held?.ownLevel ?? null}
            target={held?.reorderTarget ?? null}
            max={MAX_REORDER_LEVEL}
          />
        )
      },
    }
  )
  if (withCost) {
    columns.push({
      key: 'value',
      label: 'Value at cost',
      className: 'text-end text-nowrap',
      hideBelow: 'md',
      render: (row) =>
        row.value === null || row.value === undefined ? (
          <Unknown />
        ) : (
          <span dir="ltr">{shop.money(row.value)}</span>
        ),
    })
  }

  const adjustActions = (row: Data.StockRow) =>
    can.adjust
      ? branches.map((branch) => ({
          label: branches.length > 1 ? `Adjust at ${branch.name}` : 'Adjust',
          // A branch that never held the product has no level yet: its form starts at 0.
          href: row.branches[branch.id]
            ? urlFor('stocks.edit', { id: row.branches[branch.id].levelId })
            : urlFor('stocks.adjust_at', undefined, {
                qs: { product: row.id, branch: branch.id },
              }),
        }))
      : []

  return (
    <>
      <IndexHeader
        title="Stocks"
        actions={can.export && <ExportCsvLink path={urlFor('stocks.export')} filters={filters} />}
        primary={
          can.receive && (
            <Link route="stocks.add" className="btn btn-primary">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              Receive stock
            </Link>
          )
        }
      />
      <DataTable
        path={urlFor('stocks.index')}
        rows={stocks}
        meta={meta}
        query={filters}
        columns={columns}
        searchLabel="Search or scan name, SKU or barcode"
        defaultSort="name"
        emptyMessage="No product matches these filters."
        filters={(apply) => (
          <>
            <BranchFilter
              value={filters.branch}
              branches={branchOptions}
              onChange={(branch) => apply({ branch })}
            />
            <SelectField
              name="level"
              id="filter-level"
              label="Stock level"
              className=""
              value={filters.level}
              options={[
                { value: '', label: 'Any level' },
                { value: 'low', label: 'Low (at or under reorder level)' },
                { value: 'out', label: 'Out of stock' },
                { value: 'negative', label: 'Negative' },
              ]}
              onValueChange={(value) => apply({ level: value })}
            />
            <CategoryFilter
              value={filters.category}
              categories={categories}
              onValueChange={(value) => apply({ category: value })}
            />
            <StatusFilter
              value={filters.status}
              allLabel="Active and inactive"
              onValueChange={(value) => apply({ status: value })}
            />
          </>
        )}
        rowActions={(row) => (
          <RowActions
            name={row.name}
            actions={[{ label: 'History', href: historyOf(row) }, ...adjustActions(row)]}
          />
        )}
      />
    </>
  )
}
