import { ImportUpload } from '~/components/csv/import_upload'

export default function SuppliersImport({
  columns,
}: {
  columns: { name: string; required: boolean }[]
}) {
  return (
    <ImportUpload
      area="Suppliers"
      routes="suppliers"
      title="Import suppliers"
      columns={columns}
      formats={
        <>
          <code>lead_time_days</code> is a whole number of days (0 when empty) and{' '}
          <code>active</code> takes yes or no (yes when empty). A row whose code a supplier already
          has, in any case, updates that supplier with the columns the file has; the preview shows
          what changes before anything is saved. The products a supplier carries are kept on its
          page. An export from this list imports back as it is.
        </>
      }
    />
  )
}
