import type { FormEvent, ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import type { LinkTarget } from '~/components/breadcrumbs'
import { SubmitButton } from '~/components/submit_button'

/**
 * The one form layout: a card of sections, Save and Cancel in its footer.
 * `actions` is left out where the person may only look.
 */
export function FormCard({
  onSubmit,
  children,
  actions,
  label,
}: {
  onSubmit: (event: FormEvent) => void
  children: ReactNode
  actions?: ReactNode
  /** Names the form for assistive technology when a page holds several. */
  label?: string
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="card form-card mb-4" aria-label={label}>
      <div className="card-body">{children}</div>
      {actions && <div className="card-footer form-card-actions">{actions}</div>}
    </form>
  )
}

/**
 * A titled group of fields: title and help on the left, the fields on the
 * right; one column on narrow screens.
 */
export function FormSection({
  title,
  help,
  children,
}: {
  title: string
  help?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="form-section row g-3">
      <div className="col-lg-4">
        <h2 className="h6 mb-1">{title}</h2>
        {help && <p className="small text-body-secondary mb-0">{help}</p>}
      </div>
      <div className="col-lg-8 form-section-fields">{children}</div>
    </section>
  )
}

/**
 * Save, then Cancel back to where the person came from, lined up with the
 * fields. Without `cancel` (one of several forms on a page) only Save.
 */
export function FormActions({
  processing,
  submitLabel,
  cancel,
}: {
  processing: boolean
  submitLabel: string
  cancel?: LinkTarget
}) {
  return (
    <div className="row">
      <div className="col-lg-8 offset-lg-4 d-flex flex-wrap gap-2">
        <SubmitButton processing={processing} className="">
          {submitLabel}
        </SubmitButton>
        {cancel && (
          <Link
            route={cancel.route}
            routeParams={cancel.routeParams}
            className="btn btn-outline-secondary"
          >
            Cancel
          </Link>
        )}
      </div>
    </div>
  )
}
