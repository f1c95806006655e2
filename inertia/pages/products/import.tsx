import { ImportUpload } from '~/components/csv/import_upload'

export default function ProductsImport({
  columns,
}: {
  columns: { name: string; required: boolean }[]
}) {
  return (
    <ImportUpload
      area="Products"
      routes="products"
      title="Import products"
      columns={columns}
      formats={
        <>
          Prices and costs are amounts in the shop currency such as <code>19.99</code>, tax rates
          are percentages such as <code>8.25</code>, and <code>active</code> takes yes or no (yes
          when empty). A row whose SKU a product already has updates that product with the columns
          the file has, so an export with edited prices imports back as a price change; the preview
          shows what changes before anything is saved. An export from this list imports back as it
          is.
        </>
      }
    />
  )
}
