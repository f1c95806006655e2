import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import type { NumericValue } from '~/components/numeric_field'
import { QuantityInput } from '~/components/quantity_input'
import { urlFor } from '~/lib/routes'

interface Props {
  productId: number
  branchId: number
  name: string
  /** The level the branch works to: its own, else the product's. */
  level: number
  /** The branch's own level and target; null keeps the product's level and twice it as the target. */
  ownLevel: number | null
  target: number | null
  max: number
}

/**
 * A branch's reorder level on the stocks list, and the small form that sets
 * the branch's own level and target (empty goes back to the product's).
 */
export function BranchReorderLevel({
  productId,
  branchId,
  name,
  level,
  ownLevel,
  target,
  max,
}: Props) {
  const [open, setOpen] = useState(false)
  const form = useForm<{ reorder_level: NumericValue; reorder_target: NumericValue }>({
    reorder_level: ownLevel,
    reorder_target: target,
  })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({ ...data, product_id: productId, branch_id: branchId }))
    form.put(urlFor('stocks.reorder_level'), {
      preserveScroll: true,
      onSuccess: () => setOpen(false),
    })
  }

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-link btn-sm p-0"
        aria-label={`Reorder level of ${name} at this branch: ${level}`}
        onClick={() => setOpen(true)}
      >
        <span dir="ltr">{level}</span>
        {ownLevel !== null && <small className="text-body-secondary ms-1">(branch)</small>}
      </button>
    )
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="text-start"
      aria-label={`Reorder level of ${name}`}
    >
      <QuantityInput
        name="reorder_level"
        id={`reorder-level-${productId}`}
        label="Branch level"
        help="Empty: the product's."
        min={0}
        max={max}
        value={form.data.reorder_level}
        error={errors.reorder_level}
        onValueChange={(value) => form.setData('reorder_level', value)}
      />
      <QuantityInput
        name="reorder_target"
        id={`reorder-target-${productId}`}
        label="Target"
        help="Empty: twice the level."
        min={0}
        max={max}
        value={form.data.reorder_target}
        error={errors.reorder_target}
        onValueChange={(value) => form.setData('reorder_target', value)}
      />
      <div className="d-flex gap-2 mt-1">
        <button type="submit" className="btn btn-primary btn-sm" disabled={form.processing}>
          Save
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => setOpen(false)}
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
