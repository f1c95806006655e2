import { ImportPreview, type ImportPreviewData } from '~/components/csv/import_preview'

interface Row {
  name: string
  email: string | null
  phone: string | null
  isActive: boolean
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
  isActive: 'Active',
}

export default function CustomersImportPreview({ preview }: { preview: ImportPreviewData<Row> }) {
  return (
    <ImportPreview
      preview={preview}
      area="Customers"
      routes="customers"
      noun={{ one: 'customer', many: 'customers' }}
      matchedBy="email"
      format={{
        label: (field) => FIELD_LABELS[field] ?? field,
        value: (_field, value) => {
          if (value === null || value === undefined || value === '') return '—'
          if (typeof value === 'boolean') return value ? 'yes' : 'no'
          return String(value)
        },
      }}
      columns={[
        { header: 'Name', render: (row) => row.name },
        { header: 'Email', render: (row) => row.email ?? '—' },
        {
          header: 'Phone',
          className: 'text-nowrap',
          render: (row) => (row.phone ? <span dir="ltr">{row.phone}</span> : '—'),
        },
        { header: 'Active', render: (row) => (row.isActive ? 'yes' : 'no') },
      ]}
    />
  )
}
