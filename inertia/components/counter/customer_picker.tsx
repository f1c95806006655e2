import { useState } from 'react'
import { router } from '@inertiajs/react'
import { AsyncSearchSelect } from '~/components/async_search_select'
import { TextField } from '~/components/text_field'
import type { CustomerChoice } from '~/lib/counter_cart'
import { urlFor } from '~/lib/routes'

/**
 * Who is buying: a walk-in unless chosen, found by name, phone or email, or
 * added on the spot (customers.manage) without leaving the sale. Offline,
 * found among the customers the till keeps.
 */
export function CustomerPicker({
  customer,
  onChange,
  canCreate,
  searchKept,
  errors,
}: {
  customer: CustomerChoice | null
  onChange: (customer: CustomerChoice | null) => void
  canCreate: boolean
  /** While the till is offline: the kept customers matching a search. */
  searchKept: ((search: string) => CustomerChoice[]) | null
  errors: Record<string, string | undefined>
}) {
  const [adding, setAdding] = useState(false)
  const [draft, setDraft] = useState({ name: '', phone: '', email: '' })
  const [saving, setSaving] = useState(false)

  function save() {
    setSaving(true)
    router.post(
      urlFor('orders.customers.store'),
      {
        name: draft.name,
        phone: draft.phone.trim() || undefined,
        email: draft.email.trim() || undefined,
      },
      {
        preserveState: true,
        preserveScroll: true,
        onSuccess: (page) => {
          const created = (page.props as { counterCustomer?: CustomerChoice | null })
            .counterCustomer
          if (created) onChange(created)
          setAdding(false)
          setDraft({ name: '', phone: '', email: '' })
        },
        onFinish: () => setSaving(false),
      }
    )
  }

  return (
    <div className="mb-3">
      <AsyncSearchSelect
        name="customer_id"
        id="customer"
        label="Customer"
        endpoint={urlFor('orders.customers')}
        value={customer}
        onChange={onChange}
        clearLabel="Walk-in customer"
        placeholder="Walk-in: type a name, phone or email"
        error={errors.customer_id}
        className="mb-2"
        localSearch={searchKept ?? undefined}
        help={searchKept ? 'Offline: only the customers kept on this till.' : undefined}
      />
      {canCreate && !adding && (
        <button type="button" className="btn btn-sm btn-link px-0" onClick={() => setAdding(true)}>
          <i className="bi bi-person-plus me-1" aria-hidden="true" />
          New customer
        </button>
      )}
      {canCreate && adding && (
        <fieldset className="border rounded p-2">
          <legend className="fs-6 float-none w-auto px-1 mb-0">New customer</legend>
          <TextField
            name="name"
            id="new-customer-name"
            label="Name"
            maxLength={120}
            value={draft.name}
            error={errors.name}
            onValueChange={(name) => setDraft({ ...draft, name })}
          />
          <TextField
            name="phone"
            id="new-customer-phone"
            label="Phone"
            type="tel"
            dir="ltr"
            maxLength={40}
            value={draft.phone}
            error={errors.phone}
            onValueChange={(phone) => setDraft({ ...draft, phone })}
          />
          <TextField
            name="email"
            id="new-customer-email"
            label="Email"
            type="email"
            dir="ltr"
            maxLength={254}
            value={draft.email}
            error={errors.email}
            onValueChange={(email) => setDraft({ ...draft, email })}
          />
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={saving}
              onClick={save}
            >
              Add customer
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setAdding(false)}
            >
              Cancel
            </button>
          </div>
        </fieldset>
      )}
    </div>
  )
}
