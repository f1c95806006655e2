import { useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable, type Column } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import type { PageMeta } from '~/types'
import { CategoryFilter, ExportCsvLink } from '~/components/list_filters'
import { StatusFilter } from '~/components/status_filter'
import { Unknown, type ProductProps } from '~/components/products/product_form'
import { useShop } from '~/lib/shop'
import { formatPercent } from '#common/basis_points'
import { urlFor } from '~/lib/routes'

interface Props {
  products: ProductProps[]
  meta: PageMeta
  filters: { search: string; category: string; status: string; sort: string }
  categories: string[]
  can: { manage: boolean; printLabels: boolean }
}

export default function ProductsIndex({ products, meta, filters, categories, can }: Props) {
  const shop = useShop()
  const [selected, setSelected] = useState<number[]>([])
  const withCost = products.some((product) => product.cost !== undefined)
  const canManage = can.manage
  const canPrint = can.printLabels

  const columns: Column<ProductProps>[] = [
    {
      key: 'name',
      label: 'Product',
      sort: { asc: 'name', desc: 'name_desc' },
      minWidth: '9rem',
      render: (row) => (
        <div>
          <Link route="products.edit" routeParams={{ id: row.id }} className="fw-semibold">
            {row.name}
          </Link>
          <div className="small text-body-secondary">
            {row.category ?? 'No category'} · {row.unit}
          </div>
        </div>
      ),
    },
    {
      key: 'sku',
      label: 'SKU',
      className: 'text-nowrap',
      sort: { asc: 'sku', desc: 'sku_desc' },
      render: (row) => (
        <span className="font-monospace" dir="ltr">
          {row.sku}
        </span>
      ),
    },
    {
      key: 'barcode',
      label: 'Barcode',
      hideBelow: 'md',
      render: (row) =>
        row.barcode ? (
          <>
            <span className="font-monospace" dir="ltr">
              {row.barcode}
            </span>
            <div className="small text-body-secondary">{row.symbology}</div>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'price',
      label: 'Price',
      className: 'text-end text-nowrap',
      sort: { asc: 'price', desc: 'price_desc' },
      render: (row) => <span dir="ltr">{shop.money(row.price)}</span>,
    },
  ]
  if (withCost) {
    columns.push(
      {
        key: 'cost',
        label: 'Cost',
        className: 'text-end text-nowrap',
        render: (row) =>
          row.cost === null ? <Unknown /> : <span dir="ltr">{shop.money(row.cost!)}</span>,
      },
      {
        key: 'margin',
        label: 'Margin',
        className: 'text-end text-nowrap',
        hideBelow: 'lg',
        render: (row) =>
          row.marginBp === null || row.marginBp === undefined ? (
            <Unknown />
          ) : (
            formatPercent(row.marginBp, shop.locale, 1)
          ),
      }
    )
  }
  columns.push(
    {
      key: 'tax',
      label: 'Tax',
      className: 'text-end',
      hideBelow: 'lg',
      render: (row) => formatPercent(row.taxRateBp, shop.locale),
    },
    {
      key: 'status',
      label: 'Status',
      render: (row) => <StatusBadge status={row.isActive ? 'active' : 'inactive'} />,
    }
  )

  return (
    <>
      <IndexHeader
        title="Products"
        actions={
          <>
            {canPrint && (
              <Link
                route="products.print_barcodes"
                qs={{ products: selected.join(',') }}
                className={`btn btn-outline-primary ${selected.length ? '' : 'disabled'}`}
                aria-disabled={selected.length ? undefined : true}
                tabIndex={selected.length ? undefined : -1}
              >
                <i className="bi bi-upc-scan me-1" aria-hidden="true" />
                Print labels{selected.length ? ` (${selected.length})` : ''}
              </Link>
            )}
            {canManage && (
              <>
                <ExportCsvLink path={urlFor('products.export')} filters={filters} />
                <Link route="products.import" className="btn btn-outline-primary">
                  <i className="bi bi-upload me-1" aria-hidden="true" />
                  Import CSV
                </Link>
              </>
            )}
          </>
        }
        primary={
          canManage && (
            <Link route="products.create" className="btn btn-primary">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New product
            </Link>
          )
        }
      />
      <DataTable
        path={urlFor('products.index')}
        rows={products}
        meta={meta}
        query={filters}
        columns={columns}
        searchLabel="Search name, SKU or barcode"
        selectable={canPrint}
        onSelectionChange={setSelected}
        defaultSort="name"
        emptyMessage="No product matches these filters."
        filters={(apply) => (
          <>
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
            actions={[
              {
                label: canManage ? 'Edit' : 'View',
                href: urlFor('products.edit', { id: row.id }),
              },
              canPrint && {
                label: 'Print labels',
                href: `${urlFor('products.print_barcodes')}?products=${row.id}`,
              },
            ]}
          />
        )}
      />
    </>
  )
}
