import { ImportUpload } from '~/components/csv/import_upload'

export default function CustomersImport({
  columns,
}: {
  columns: { name: string; required: boolean }[]
}) {
  return (
    <ImportUpload
      area="Customers"
      routes="customers"
      title="Import customers"
      columns={columns}
      formats={
        <>
          <code>active</code> takes yes or no (yes when empty). An export from this list imports
          back as it is.
        </>
      }
    />
  )
}
