import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { DataTable } from '~/components/data_table'
import { FieldMessages, describedBy } from '~/components/field_messages'
import { IndexHeader } from '~/components/index_header'
import { BranchFilter } from '~/components/list_filters'
import { SelectField, type SelectFieldOption } from '~/components/select_field'
import type { PageMeta } from '~/types'
import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'

interface Props {
  issues: Data.OfflineIssueRow[]
  meta: PageMeta
  filters: { state: string; branch: string; sort: string }
  branches: SelectFieldOption[]
  /** The rows this user may resolve (open, at their branches). */
  resolvable: number[]
}

/** What each reason or flag reads as in the list. */
const REASON_LABELS: Record<string, string> = {
  oversold: 'Oversold',
  price_changed: 'Price changed',
  late_session: 'Closed session',
  user_inactive: 'Seller inactive',
  branch_out_of_scope: 'Branch not theirs',
  key_reused: 'Key reused',
  reference_taken: 'Reference taken',
  discount_over_cap: 'Discount past cap',
}

function reasonLabel(reason: string) {
  return REASON_LABELS[reason] ?? 'Not recordable'
}

/**
 * Orders / Offline sales to review: sales tills sent after selling offline
 * that were kept without an order (the server could not trust them) or
 * recorded with flags; a manager says what was done about each.
 */
export default function OfflineIssues({ issues, meta, filters, branches, resolvable }: Props) {
  const shop = useShop()
  const [resolving, setResolving] = useState<Data.OfflineIssueRow | null>(null)
  const form = useForm({ note: '' })

  function submit() {
    if (!resolving) return
    form.post(urlFor('orders.offline_issues.resolve', { id: resolving.id }), {
      preserveScroll: true,
      onSuccess: () => {
        setResolving(null)
        form.reset()
      },
    })
  }

  return (
    <>
      <IndexHeader title="Offline sales to review" />
      <DataTable
        path={urlFor('orders.offline_issues')}
        rows={issues}
        meta={meta}
        query={filters}
        searchable={false}
        defaultSort="newest"
        emptyMessage={
          filters.state === 'resolved'
            ? 'No offline sale was resolved yet.'
            : 'Nothing to review: every sale sent from offline was recorded as made.'
        }
        filters={(apply) => (
          <>
            <SelectField
              name="state"
              id="filter-state"
              label="Show"
              className=""
              value={filters.state}
              options={[
                { value: '', label: 'To review' },
                { value: 'resolved', label: 'Resolved' },
              ]}
              onValueChange={(state) => apply({ state: state === 'open' ? '' : state })}
            />
            <BranchFilter
              value={filters.branch}
              branches={branches}
              onChange={(branch) => apply({ branch })}
              allLabel="All branches"
            />
          </>
        )}
        columns={[
          {
            key: 'madeAt',
            label: 'Made',
            className: 'text-nowrap',
            sort: { asc: 'oldest', desc: 'newest', first: 'desc' },
            render: (row) => (
              <>
                {shop.dateTime(row.madeAt)}
                <div className="small text-body-secondary">
                  Sent {shop.dateTime(row.receivedAt)}
                </div>
              </>
            ),
          },
          {
            key: 'provisionalRef',
            label: 'Reference',
            className: 'text-nowrap',
            render: (row) => (
              <>
                <span dir="ltr">{row.provisionalRef}</span>
                {row.order && (
                  <div>
                    <Link route="orders.show" routeParams={{ id: row.order.id }} dir="ltr">
                      {row.order.number}
                    </Link>
                  </div>
                )}
              </>
            ),
          },
          { key: 'branch', label: 'Branch', hideBelow: 'lg', render: (row) => row.branch ?? '—' },
          { key: 'seller', label: 'Seller', hideBelow: 'lg', render: (row) => row.seller },
          {
            key: 'reason',
            label: 'To look at',
            render: (row) => (
              <>
                {row.reason.split(',').map((reason) => (
                  <span
                    key={reason}
                    className={`badge me-1 ${row.kind === 'refused' ? 'text-bg-danger' : 'text-bg-warning'}`}
                  >
                    {reasonLabel(reason)}
                  </span>
                ))}
                <div className="small">{row.details}</div>
              </>
            ),
          },
          {
            key: 'sent',
            label: 'Paid',
            className: 'text-end text-nowrap',
            hideBelow: 'md',
            render: (row) => (
              <>
                <span dir="ltr">{shop.money(row.sent.paid)}</span>
                <div className="small text-body-secondary">
                  {row.sent.items} {row.sent.items === 1 ? 'item' : 'items'}
                </div>
              </>
            ),
          },
          {
            key: 'resolved',
            label: 'Resolution',
            render: (row) =>
              row.resolved ? (
                <>
                  {row.resolved.note}
                  <div className="small text-body-secondary">
                    {row.resolved.by ?? 'Someone'}, {shop.dateTime(row.resolved.at)}
                  </div>
                </>
              ) : resolvable.includes(row.id) ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() => setResolving(row)}
                  aria-label={`Resolve ${row.provisionalRef}`}
                >
                  Resolve…
                </button>
              ) : (
                <span className="text-body-secondary">Open</span>
              ),
          },
        ]}
      />
      <ConfirmDialog
        show={resolving !== null}
        title={`Resolve ${resolving?.provisionalRef ?? ''}`}
        confirmLabel="Resolve"
        variant="primary"
        processing={form.processing}
        onCancel={() => setResolving(null)}
        onConfirm={submit}
      >
        <label htmlFor="resolution-note" className="form-label">
          What was done
        </label>
        <textarea
          id="resolution-note"
          className={`form-control ${form.errors.note ? 'is-invalid' : ''}`}
          rows={3}
          value={form.data.note}
          onChange={(event) => form.setData('note', event.target.value)}
          aria-describedby={describedBy('resolution-note', form.errors.note)}
          aria-invalid={form.errors.note ? true : undefined}
        />
        <FieldMessages fieldId="resolution-note" error={form.errors.note} />
      </ConfirmDialog>
    </>
  )
}
