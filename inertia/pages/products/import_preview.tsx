import { ImportPreview, type ImportPreviewData } from '~/components/csv/import_preview'
import { useShop } from '~/lib/shop'

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
      path="/products"
      noun={{ one: 'product', many: 'products' }}
      columns={[
        { header: 'Name', render: (row) => row.name },
        { header: 'SKU', className: 'font-monospace', render: (row) => row.sku },
        { header: 'Barcode', className: 'font-monospace', render: (row) => row.barcode ?? '—' },
        { header: 'Category', render: (row) => row.category ?? '—' },
        {
          header: 'Price',
          className: 'text-end text-nowrap',
          render: (row) => shop.money(row.price),
        },
        { header: 'Active', render: (row) => (row.isActive ? 'yes' : 'no') },
      ]}
    />
  )
}
