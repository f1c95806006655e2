import { useState, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import type { NumericValue } from '~/components/numeric_field'
import { QuantityInput } from '~/components/quantity_input'
import { SelectField } from '~/components/select_field'
import { SubmitButton } from '~/components/submit_button'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  branch: Data.BranchRef | null
  branches: Data.BranchRef[]
  suggestions: Data.ReorderSuggestion[]
  suppliers: Data.Supplier[]
  canCreate: boolean
  limits: { quantity: number }
}

interface Kept {
  keep: boolean
  supplier_id: string
  quantity: NumericValue
}

/**
 * Reorder suggestions for one branch, grouped by preferred supplier: the
 * buyer keeps, adjusts or drops each line and picks a supplier where there
 * is none, then creates one draft order per supplier in one click.
 */
export default function ReorderSuggestions({
  branch,
  branches,
  suggestions,
  suppliers,
  canCreate,
  limits,
}: Props) {
  const shop = useShop()
  const [kept, setKept] = useState<Record<number, Kept>>(() =>
    Object.fromEntries(
      suggestions.map((row) => [
        row.productId,
        {
          keep: true,
          supplier_id: row.supplierId ? String(row.supplierId) : '',
          quantity: row.quantity,
        },
      ])
    )
  )
  const form = useForm<{
    branch_id: number | null
    lines: { product_id: number; supplier_id: number; quantity: NumericValue }[]
  }>({
    branch_id: null,
    lines: [],
  })
  const errors = form.errors as Record<string, string | undefined>
  const groups = new Map<string, Data.ReorderSuggestion[]>()
  for (const row of suggestions) {
    const name = row.supplierName ?? 'No preferred supplier'
    groups.set(name, [...(groups.get(name) ?? []), row])
  }
  const change = (productId: number, patch: Partial<Kept>) =>
    setKept((current) => ({ ...current, [productId]: { ...current[productId], ...patch } }))

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform(() => ({
      branch_id: branch?.id ?? null,
      lines: suggestions
        .filter((row) => kept[row.productId].keep && kept[row.productId].supplier_id !== '')
        .map((row) => ({
          product_id: row.productId,
          supplier_id: Number(kept[row.productId].supplier_id),
          quantity: kept[row.productId].quantity,
        })),
    }))
    form.post(urlFor('purchase_orders.suggestions.store'), { preserveScroll: true })
  }

  return (
    <>
      <Head title="Reorder suggestions" />
      <Breadcrumbs
        trail={[{ label: 'Purchase orders', route: 'purchase_orders.index' }]}
        current="Reorder suggestions"
      />
      <h1 className="h3 mb-3">Reorder suggestions</h1>
      <p className="text-body-secondary">
        Products at or under the branch’s reorder level, ordered up to its target (twice the level
        when none is set) less what is on hand, in transit and on order, in whole packs.
      </p>
      <SelectField
        name="branch"
        label="Branch"
        className="mb-3"
        value={branch ? String(branch.id) : ''}
        options={branches.map((row) => ({ value: String(row.id), label: row.name }))}
        onValueChange={(value) =>
          router.get(urlFor('purchase_orders.suggestions'), { branch: value })
        }
      />
      {suggestions.length === 0 ? (
        <p className="alert alert-success">Nothing to reorder at this branch.</p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Suggestions">
          {errors.lines && <div className="alert alert-danger py-2">{errors.lines}</div>}
          {[...groups].map(([name, rows]) => (
            <section key={name} className="card mb-3">
              <h2 className="h6 card-header">{name}</h2>
              <ul className="list-group list-group-flush">
                {rows.map((row) => {
                  const state = kept[row.productId]
                  return (
                    <li key={row.productId} className="list-group-item">
                      <div className="d-flex flex-wrap gap-2 align-items-start">
                        <div className="form-check mt-1">
                          <input
                            id={`keep-${row.productId}`}
                            type="checkbox"
                            className="form-check-input"
                            checked={state.keep}
                            onChange={(event) =>
                              change(row.productId, { keep: event.currentTarget.checked })
                            }
                          />
                          <label
                            className="form-check-label fw-semibold"
                            htmlFor={`keep-${row.productId}`}
                          >
                            {row.name}
                          </label>
                          <small className="d-block text-body-secondary">
                            On hand {row.onHand} · in transit {row.inTransit} · on order{' '}
                            {row.onOrder} · level {row.reorderLevel} · target {row.target}
                            {row.packSize > 1 ? ` · packs of ${row.packSize}` : ''}
                            {row.unitCost !== undefined && row.unitCost !== null
                              ? ` · ${shop.money(row.unitCost)} each`
                              : ''}
                          </small>
                        </div>
                      </div>
                      <div className="row g-2 mt-1">
                        <QuantityInput
                          name={`quantity-${row.productId}`}
                          label={`Quantity of ${row.name}`}
                          className="col-sm-4"
                          min={1}
                          max={limits.quantity}
                          value={state.quantity}
                          onValueChange={(value) => change(row.productId, { quantity: value })}
                        />
                        <SelectField
                          name={`supplier-${row.productId}`}
                          label={`Supplier of ${row.name}`}
                          className="col-sm-8 mb-3"
                          value={state.supplier_id}
                          options={[
                            { value: '', label: 'Choose a supplier' },
                            ...suppliers.map((supplier) => ({
                              value: String(supplier.id),
                              label: supplier.name,
                            })),
                          ]}
                          onValueChange={(value) => change(row.productId, { supplier_id: value })}
                        />
                      </div>
                    </li>
                  )
                })}
              </ul>
            </section>
          ))}
          {canCreate && (
            <SubmitButton processing={form.processing}>Create draft orders</SubmitButton>
          )}
        </form>
      )}
    </>
  )
}
