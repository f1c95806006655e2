import { Head } from '@inertiajs/react'
import { DataTable } from '~/components/data_table'
import { SelectField } from '~/components/text_field'

interface AuditRow {
  id: number
  action: string
  at: string
  user: { id: number; name: string } | null
  subject: string | null
  changes: Record<string, unknown> | null
  ip: string | null
}

interface Props {
  events: AuditRow[]
  meta: { total: number; perPage: number; currentPage: number; lastPage: number }
  filters: { search: string; user: string; action: string; from: string; to: string; sort: string }
  users: { value: string; label: string }[]
  actions: string[]
}

export default function AuditIndex({ events, meta, filters, users, actions }: Props) {
  return (
    <>
      <Head title="Audit log" />
      <h1 className="h3 mb-4">Audit log</h1>
      <DataTable
        path="/audit"
        rows={events}
        meta={meta}
        query={filters}
        searchLabel="Search actions, details and addresses"
        sorts={[
          { value: 'newest', label: 'Newest first' },
          { value: 'oldest', label: 'Oldest first' },
        ]}
        emptyMessage="No event matches these filters."
        filters={(apply) => (
          <>
            <SelectField
              name="user"
              id="filter-user"
              label="User"
              className=""
              value={filters.user}
              options={[{ value: '', label: 'Everyone' }, ...users]}
              onValueChange={(value) => apply({ user: value })}
            />
            <SelectField
              name="action"
              id="filter-action"
              label="Action"
              className=""
              value={filters.action}
              options={[
                { value: '', label: 'All actions' },
                ...actions.map((action) => ({ value: action, label: action })),
              ]}
              onValueChange={(value) => apply({ action: value })}
            />
            <div>
              <label htmlFor="filter-from" className="form-label small mb-1">
                From
              </label>
              <input
                id="filter-from"
                type="date"
                className="form-control"
                value={filters.from}
                onChange={(event) => apply({ from: event.target.value })}
              />
            </div>
            <div>
              <label htmlFor="filter-to" className="form-label small mb-1">
                To
              </label>
              <input
                id="filter-to"
                type="date"
                className="form-control"
                value={filters.to}
                onChange={(event) => apply({ to: event.target.value })}
              />
            </div>
          </>
        )}
        columns={[
          {
            key: 'at',
            label: 'When',
            className: 'text-nowrap',
            render: (row) => new Date(row.at).toLocaleString(),
          },
          { key: 'user', label: 'User', render: (row) => row.user?.name ?? '—' },
          { key: 'action', label: 'Action', render: (row) => <code>{row.action}</code> },
          { key: 'subject', label: 'Subject', render: (row) => row.subject ?? '—' },
          {
            key: 'changes',
            label: 'Details',
            render: (row) =>
              row.changes ? (
                <small className="text-break">{JSON.stringify(row.changes)}</small>
              ) : (
                '—'
              ),
          },
          { key: 'ip', label: 'Address', render: (row) => row.ip ?? '—' },
        ]}
      />
    </>
  )
}
