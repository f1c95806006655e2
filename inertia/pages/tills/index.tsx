import { useState, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IndexHeader } from '~/components/index_header'
import { MoneyInput } from '~/components/money_input'
import { SelectField } from '~/components/select_field'
import { TextField } from '~/components/text_field'
import { TillManage } from '~/components/tills/till_manage'
import type { NumericValue } from '~/components/numeric_field'
import type { Data } from '~generated/data'
import { newSaleKey } from '~/lib/counter_cart'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'

interface Props {
  tills: Data.Till[]
  openable: number[]
  branches: Data.BranchRef[]
  canManage: boolean
}

/** Opens a session on one till: the float counted now, or carried over from its last close. */
function OpenForm({ till }: { till: Data.Till }) {
  const form = useForm({
    float_source: 'counted' as 'counted' | 'carried',
    opening_float: null as NumericValue,
    idempotency_key: newSaleKey(),
  })
  const errors = form.errors as Record<string, string | undefined>
  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('tills.open', { id: till.id }), { preserveScroll: true })
  }
  return (
    <form onSubmit={submit} className="mt-2" aria-label={`Open ${till.name}`}>
      <SelectField
        name="float_source"
        id={`float-source-${till.id}`}
        label="Float"
        value={form.data.float_source}
        options={[
          { value: 'counted', label: 'Counted now' },
          { value: 'carried', label: 'Carried over from the last close' },
        ]}
        error={errors.float_source}
        onValueChange={(value) => form.setData('float_source', value as 'counted' | 'carried')}
      />
      {form.data.float_source === 'counted' && (
        <MoneyInput
          name="opening_float"
          id={`opening-float-${till.id}`}
          label="Opening float"
          value={form.data.opening_float}
          error={errors.opening_float}
          onValueChange={(value) => form.setData('opening_float', value)}
        />
      )}
      {errors.till_id && <div className="text-danger small mb-2">{errors.till_id}</div>}
      <button type="submit" className="btn btn-primary" disabled={form.processing}>
        Open {till.name}
      </button>
    </form>
  )
}

/** Adds a till to a branch: a name and the code its Z numbers carry. */
function NewTillForm({ branches }: { branches: Data.BranchRef[] }) {
  const form = useForm({
    branch_id: branches.length === 1 ? String(branches[0].id) : '',
    name: '',
    code: '',
  })
  const errors = form.errors as Record<string, string | undefined>
  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({ ...data, branch_id: Number(data.branch_id) || null }))
    form.post(urlFor('tills.store'), { preserveScroll: true, onSuccess: () => form.reset() })
  }
  return (
    <form onSubmit={submit} className="card card-body mb-4" aria-label="New till">
      <h2 className="h5">New till</h2>
      <div className="row g-2">
        <div className="col-md-4">
          <SelectField
            name="branch_id"
            label="Branch"
            value={form.data.branch_id}
            options={[
              { value: '', label: 'Choose a branch' },
              ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
            ]}
            error={errors.branch_id}
            onValueChange={(value) => form.setData('branch_id', value)}
          />
        </div>
        <div className="col-md-4">
          <TextField
            name="name"
            label="Name"
            value={form.data.name}
            error={errors.name}
            onValueChange={(value) => form.setData('name', value)}
          />
        </div>
        <div className="col-md-4">
          <TextField
            name="code"
            label="Code (for Z numbers)"
            value={form.data.code}
            error={errors.code}
            onValueChange={(value) => form.setData('code', value)}
          />
        </div>
      </div>
      <div>
        <button type="submit" className="btn btn-outline-primary" disabled={form.processing}>
          Add till
        </button>
      </div>
    </form>
  )
}

export default function TillsIndex({ tills, openable, branches, canManage }: Props) {
  const shop = useShop()
  const [adding, setAdding] = useState(false)
  return (
    <>
      <Head title="Tills" />
      <IndexHeader
        title="Tills"
        primary={
          canManage && (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(!adding)}>
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              New till
            </button>
          )
        }
      />
      {adding && <NewTillForm branches={branches} />}
      {tills.length === 0 && <p className="text-body-secondary">No till at your branches yet.</p>}
      <div className="row g-3">
        {tills.map((till) => (
          <div className="col-md-6 col-xl-4" key={till.id}>
            <section className="card h-100" aria-label={till.name}>
              <div className="card-body">
                <h2 className="h5 card-title">
                  {till.name}{' '}
                  <small className="text-body-secondary">
                    {till.branch?.name} · {till.code}
                  </small>
                </h2>
                {!till.isActive && <span className="badge text-bg-secondary">Archived</span>}
                {till.session ? (
                  <>
                    <p className="mb-2">
                      Open since {shop.dateTime(till.session.openedAt)} by{' '}
                      {till.session.openedBy ?? '—'}, float {shop.money(till.session.openingFloat)}.
                    </p>
                    <Link
                      className="btn btn-outline-primary"
                      route="till_sessions.show"
                      routeParams={{ id: till.session.id }}
                    >
                      Session
                    </Link>
                  </>
                ) : (
                  <>
                    <p className="text-body-secondary mb-0">Closed.</p>
                    {openable.includes(till.id) && <OpenForm till={till} />}
                  </>
                )}
                {canManage && <TillManage till={till} />}
              </div>
            </section>
          </div>
        ))}
      </div>
    </>
  )
}
