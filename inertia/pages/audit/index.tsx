import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { DataTable } from '~/components/data_table'
import { DayRangeFilter } from '~/components/list_filters'
import { IndexHeader } from '~/components/index_header'
import type { PageMeta } from '~/types'
import { SelectField } from '~/components/select_field'
import { AsyncSearchSelect } from '~/components/async_search_select'
import { useShop } from '~/lib/shop'
import { formatPercent } from '#common/basis_points'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  events: Data.AuditEvent[]
  meta: PageMeta
  filters: { search: string; user: string; action: string; from: string; to: string; sort: string }
  selectedUser: Data.UserOption | null
  actions: { value: string; label: string }[]
}

/** "maxDiscountBp", "default_tax_rate_bp" or "tax_rate" as a person would say it: "Max discount", "Default tax rate", "Tax rate". */
function fieldLabel(key: string) {
  const words = key
    .replace(/_?(Bp|bp)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Shop = ReturnType<typeof useShop>

function fieldValue(key: string, value: unknown, shop: Shop, isMoney: boolean): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
    return shop.dateTime(value)
  }
  if (typeof value === 'number' && isMoney) return shop.money(value)
  // Basis points, stored as integers: 1250 is 12.5 %.
  if (typeof value === 'number' && /_?(Bp|bp)$/.test(key)) {
    return formatPercent(value, shop.locale)
  }
  if (Array.isArray(value)) {
    return value.length
      ? value.map((item) => fieldValue(key, item, shop, isMoney)).join(', ')
      : 'none'
  }
  if (typeof value === 'object') return JSON.stringify(value)
  // Codes such as "bad_credentials" read as words.
  if (typeof value === 'string' && /^[a-z]+(_[a-z]+)+$/.test(value)) return value.replace(/_/g, ' ')
  return String(value)
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'from' in value &&
    'to' in value &&
    Object.keys(value).length === 2
  )
}

/**
 * A field of the event: "old → new" for an edit, the value alone when it was
 * set from nothing (a new record, a fact the event notes). Events written
 * before the one shape hold plain values, shown as they are.
 */
function describe(key: string, value: unknown, show: (key: string, value: unknown) => string) {
  if (!isChange(value)) return show(key, value)
  if (value.from === null) return show(key, value.to)
  return `${show(key, value.from)} → ${show(key, value.to)}`
}

/** The event's details as "Field: value" or "Field: old → new" lines instead of raw JSON. */
function Details({
  changes,
  moneyFields,
}: Pick<Data.AuditEvent, 'moneyFields'> & { changes: Record<string, unknown> }) {
  const shop = useShop()
  const show = (key: string, value: unknown) =>
    fieldValue(key, value, shop, moneyFields.includes(key))
  return (
    <ul className="list-unstyled small mb-0">
      {Object.entries(changes).map(([key, value]) => (
        <li key={key} className="text-break">
          <span className="text-body-secondary">{fieldLabel(key)}:</span>{' '}
          {/* Amounts, days, SKUs and emails, and the "from → to" between them, read left to right in RTL. */}
          <span dir="ltr">{describe(key, value, show)}</span>
        </li>
      ))}
    </ul>
  )
}

export default function AuditIndex({ events, meta, filters, selectedUser, actions }: Props) {
  const shop = useShop()
  const { errors } = usePage<{ errors?: Record<string, string> }>().props
  return (
    <>
      <IndexHeader title="Audit log" />
      <DataTable
        path={urlFor('audit.index')}
        rows={events}
        meta={meta}
        query={filters}
        searchLabel="Search actions, details and addresses"
        defaultSort="newest"
        emptyMessage="No event matches these filters."
        filters={(apply) => (
          <>
            <AsyncSearchSelect
              name="user"
              id="filter-user"
              label="User"
              className=""
              endpoint={urlFor('audit.users')}
              clearLabel="Everyone"
              placeholder="Type a name…"
              value={selectedUser}
              onChange={(option) => apply({ user: option?.value ?? '' })}
            />
            <SelectField
              name="action"
              id="filter-action"
              label="Action"
              className=""
              value={filters.action}
              options={[{ value: '', label: 'All actions' }, ...actions]}
              onValueChange={(value) => apply({ action: value })}
            />
            <DayRangeFilter from={filters.from} to={filters.to} errors={errors} onChange={apply} />
          </>
        )}
        columns={[
          {
            key: 'at',
            label: 'When',
            className: 'text-nowrap',
            sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
            render: (row) => <span dir="ltr">{shop.dateTime(row.at)}</span>,
          },
          {
            key: 'user',
            label: 'User',
            className: 'text-nowrap',
            render: (row) => row.user?.name ?? '—',
          },
          { key: 'action', label: 'Action', render: (row) => row.actionLabel },
          {
            key: 'subject',
            label: 'Subject',
            render: (row) =>
              row.subject?.href ? (
                <Link href={row.subject.href}>{row.subject.name}</Link>
              ) : (
                (row.subject?.name ?? '—')
              ),
          },
          {
            key: 'changes',
            label: 'Details',
            // So a tablet scrolls the table instead of stacking one word a line.
            minWidth: '14rem',
            render: (row) =>
              row.changes && Object.keys(row.changes).length ? (
                <Details changes={row.changes} moneyFields={row.moneyFields} />
              ) : (
                '—'
              ),
          },
          {
            key: 'ip',
            label: 'Address',
            render: (row) => (row.ip ? <span dir="ltr">{row.ip}</span> : '—'),
          },
        ]}
      />
    </>
  )
}
