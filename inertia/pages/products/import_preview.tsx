import { ImportPreview, type ImportPreviewData } from '~/components/csv/import_preview'
import { useShop } from '~/lib/shop'
import { formatPercent } from '#common/basis_points'

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  sku: 'SKU',
  barcode: 'Barcode',
  category: 'Category',
  unit: 'Unit',
  price: 'Price',
  cost: 'Cost',
  taxRateBp: 'Tax rate',
  reorderLevel: 'Reorder level',
  isActive: 'Active',
  description: 'Description',
}

interface Row {
  name: string
  sku: string
  barcode: string | null
  category: string | null
  price: number
  isActive: boolean
}

export default function ProductsImportPreview({ preview }: { preview: ImportPreviewData<Row> }) {
  const shop = useShop()
  return (
    <ImportPreview
      preview={preview}
      area="Products"
      routes="products"
      noun={{ one: 'product', many: 'products' }}
      matchedBy="SKU"
      format={{
        label: (field) => FIELD_LABELS[field] ?? field,
        value: (field, value) => {
          if (value === null || value === undefined || value === '') return '—'
          if (field === 'price' || field === 'cost') return shop.money(value as number)
          if (field === 'taxRateBp') return formatPercent(value as number, shop.locale)
          if (typeof value === 'boolean') return value ? 'yes' : 'no'
          return String(value)
        },
      }}
      columns={[
        { header: 'Name', render: (row) => row.name },
        {
          header: 'SKU',
          className: 'font-monospace',
          render: (row) => <span dir="ltr">{row.sku}</span>,
        },
        {
          header: 'Barcode',
          className: 'font-monospace',
          render: (row) => (row.barcode ? <span dir="ltr">{row.barcode}</span> : '—'),
        },
        { header: 'Category', render: (row) => row.category ?? '—' },
        {
          header: 'Price',
          className: 'text-end text-nowrap',
          render: (row) => <span dir="ltr">{shop.money(row.price)}</span>,
        },
        { header: 'Active', render: (row) => (row.isActive ? 'yes' : 'no') },
      ]}
    />
  )
}
