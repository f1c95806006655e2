import { ImportPreview, type ImportPreviewData } from '~/components/csv/import_preview'
import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'

interface Row {
  code: string
  quantity: number
  /** The product of the count the code names, and what its line holds now. */
  product: string | null
  counted: number | null
}

type Props = { stocktake: Data.Stocktake; preview: ImportPreviewData<Row> }

/** What a handheld's file would add to each line of the count, before it is counted. */
export default function StocktakesImportPreview({ stocktake, preview }: Props) {
  const shop = useShop()
  return (
    <ImportPreview
      preview={preview}
      area="Stocktakes"
      routes="stocktakes"
      parent={{ stocktake: stocktake.id }}
      trail={[
        { label: 'Stocktakes', route: 'stocktakes.index' },
        { label: stocktake.number, route: 'stocktakes.show', routeParams: { id: stocktake.id } },
        {
          label: 'Import counts',
          route: 'stocktakes.import',
          routeParams: { stocktake: stocktake.id },
        },
      ]}
      noun={{ one: 'count', many: 'counts' }}
      matchedBy="SKU or barcode"
      explained={
        <>
          Each row adds its quantity to the product’s line, on top of what has been counted, like a
          scan; rows of the same product add up.
        </>
      }
      format={{ label: (field) => field, value: (_field, value) => String(value ?? '—') }}
      columns={[
        {
          header: 'Code',
          className: 'font-monospace',
          render: (row) => <span dir="ltr">{row.code}</span>,
        },
        { header: 'Product', render: (row) => row.product ?? '—' },
        {
          header: 'Adds',
          className: 'text-end',
          render: (row) => shop.count(row.quantity),
        },
        {
          header: 'Counted so far',
          className: 'text-end',
          render: (row) => (row.counted === null ? '—' : shop.count(row.counted)),
        },
      ]}
    />
  )
}
