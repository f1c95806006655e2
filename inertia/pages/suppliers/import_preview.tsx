import { ImportPreview, type ImportPreviewData } from '~/components/csv/import_preview'

interface Row {
  code: string
  name: string
  contactName: string | null
  email: string | null
  leadTimeDays: number
  isActive: boolean
}

const FIELD_LABELS: Record<string, string> = {
  code: 'Code',
  name: 'Name',
  contactName: 'Contact person',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  taxId: 'Tax ID',
  paymentTerms: 'Payment terms',
  leadTimeDays: 'Lead time (days)',
  notes: 'Notes',
  isActive: 'Active',
}

export default function SuppliersImportPreview({ preview }: { preview: ImportPreviewData<Row> }) {
  return (
    <ImportPreview
      preview={preview}
      area="Suppliers"
      routes="suppliers"
      noun={{ one: 'supplier', many: 'suppliers' }}
      matchedBy="code"
      format={{
        label: (field) => FIELD_LABELS[field] ?? field,
        value: (_field, value) => {
          if (value === null || value === undefined || value === '') return '—'
          if (typeof value === 'boolean') return value ? 'yes' : 'no'
          return String(value)
        },
      }}
      columns={[
        {
          header: 'Code',
          className: 'text-nowrap',
          render: (row) => <span dir="ltr">{row.code}</span>,
        },
        { header: 'Name', render: (row) => row.name },
        { header: 'Contact person', render: (row) => row.contactName ?? row.email ?? '—' },
        { header: 'Lead time', className: 'text-end', render: (row) => `${row.leadTimeDays} d` },
        { header: 'Active', render: (row) => (row.isActive ? 'yes' : 'no') },
      ]}
    />
  )
}
