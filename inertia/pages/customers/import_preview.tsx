import { ImportPreview, type ImportPreviewData } from '~/components/csv/import_preview'

interface Row {
  name: string
  email: string | null
  phone: string | null
  isActive: boolean
}

export default function CustomersImportPreview({ preview }: { preview: ImportPreviewData<Row> }) {
  return (
    <ImportPreview
      preview={preview}
      area="Customers"
      path="/customers"
      noun={{ one: 'customer', many: 'customers' }}
      columns={[
        { header: 'Name', render: (row) => row.name },
        { header: 'Email', render: (row) => row.email ?? '—' },
        { header: 'Phone', className: 'text-nowrap', render: (row) => row.phone ?? '—' },
        { header: 'Active', render: (row) => (row.isActive ? 'yes' : 'no') },
      ]}
    />
  )
}
