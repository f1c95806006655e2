import { ImportUpload } from '~/components/csv/import_upload'
import type { Data } from '~generated/data'

type Props = {
  stocktake: Data.Stocktake
  columns: { name: string; required: boolean }[]
}

/** A handheld's file of counts for one stocktake being counted. */
export default function StocktakesImport({ stocktake, columns }: Props) {
  return (
    <ImportUpload
      area="Stocktakes"
      routes="stocktakes"
      title={`Import counts into ${stocktake.number}`}
      columns={columns}
      parent={{ stocktake: stocktake.id }}
      trail={[
        { label: 'Stocktakes', route: 'stocktakes.index' },
        { label: stocktake.number, route: 'stocktakes.show', routeParams: { id: stocktake.id } },
      ]}
      formats={
        <>
          Each row is a <code>code</code>, the SKU or barcode the handheld scanned, and the{' '}
          <code>quantity</code> found, in whole units; a code may repeat, one row per scan. Every
          row adds to what others have counted, as a scan does; the preview names each product
          before anything is counted.
        </>
      }
    />
  )
}
