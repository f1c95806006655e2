import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { ExportCsvLink } from '~/components/list_filters'
import { IndexHeader } from '~/components/index_header'
import { RowActions } from '~/components/row_actions'
import { StatusBadge } from '~/components/status_badge'
import { SelectField } from '~/components/select_field'
import type { PageMeta } from '~/types'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

interface Props {
  suppliers: Data.Supplier[]
  meta: PageMeta
  filters: { search: string; status: string; sort: string }
  canManage: boolean
}

export default function SuppliersIndex({ suppliers, meta, filters, canManage }: Props) {
  return (
    <>
      <IndexHeader
        title="Suppliers"
        actions={
          <>
            <ExportCsvLink path={urlFor('suppliers.export')} filters={filters} />
            {canManage && (
              <Link className="btn btn-outline-primary" route="suppliers.import">
                <i className="bi bi-upload me-1" aria-hidden="true" />
                Import CSV
              </Link>
            )}
          </>
        }
        primary={
          canManage && (
            <Link className="btn btn-primary" route="suppliers.create">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New supplier
            </Link>
          )
        }
      />
      <DataTable
        path={urlFor('suppliers.index')}
        rows={suppliers}
        meta={meta}
        query={filters}
        searchLabel="Search name, code, contact or email"
        defaultSort="name"
        emptyMessage="No supplier matches these filters."
        filters={(apply) => (
          <SelectField
            name="status"
            id="filter-status"
            label="Status"
            className=""
            value={filters.status}
            options={[
              { value: '', label: 'Active and archived' },
              { value: 'active', label: 'Active' },
              { value: 'archived', label: 'Archived' },
            ]}
            onValueChange={(value) => apply({ status: value })}
          />
        )}
        columns={[
          {
            key: 'name',
            label: 'Name',
            sort: { asc: 'name', desc: 'name_desc' },
            render: (row) => (
              <Link route="suppliers.edit" routeParams={{ id: row.id }} className="fw-semibold">
                {row.name}
              </Link>
            ),
          },
          {
            key: 'code',
            label: 'Code',
            className: 'text-nowrap',
            sort: { asc: 'code', desc: 'code_desc' },
            render: (row) => <span dir="ltr">{row.code}</span>,
          },
          {
            key: 'contact',
            label: 'Contact',
            hideBelow: 'md',
            render: (row) => row.contactName ?? row.email ?? '—',
          },
          {
            key: 'lead',
            label: 'Lead time',
            className: 'text-end text-nowrap',
            hideBelow: 'md',
            render: (row) => `${row.leadTimeDays} d`,
          },
          {
            key: 'products',
            label: 'Products',
            className: 'text-end',
            render: (row) => row.productsCount,
          },
          {
            key: 'status',
            label: 'Status',
            render: (row) => <StatusBadge status={row.isActive ? 'active' : 'archived'} />,
          },
        ]}
        rowActions={(row) => (
          <RowActions
            name={row.name}
            actions={[
              {
                label: canManage ? 'Edit' : 'Open',
                href: urlFor('suppliers.edit', { id: row.id }),
              },
            ]}
          />
        )}
      />
    </>
  )
}
