import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import { CheckField } from '~/components/check_field'
import { TextAreaField } from '~/components/text_area_field'
import type { Data } from '~generated/data'

/** A customer as the server's CustomerTransformer sends it. */
export type CustomerRow = Data.Customer

export interface CustomerFormData {
  name: string
  email: string
  phone: string
  address: string
  notes: string
  is_active: boolean
}

/** The customer form of the create and edit pages. */
export function CustomerForm({
  initial,
  action,
  method,
  submitLabel,
}: {
  initial: CustomerFormData
  action: string
  method: 'post' | 'put'
  submitLabel: string
}) {
  const form = useForm(initial)

  function submit(event: FormEvent) {
    event.preventDefault()
    form.submit(method, action, { preserveScroll: true })
  }

  return (
    <FormCard
      onSubmit={submit}
      actions={
        <FormActions
          processing={form.processing}
          submitLabel={submitLabel}
          cancel={{ route: 'customers.index' }}
        />
      }
    >
      <FormSection
        title="Contact"
        help="How the shop reaches the customer. Email and phone are optional."
      >
        <TextField
          name="name"
          label="Name"
          autoComplete="off"
          required
          maxLength={120}
          value={form.data.name}
          error={form.errors.name}
          onValueChange={(value) => form.setData('name', value)}
        />
        <div className="row g-3 mb-3">
          <div className="col-md-7">
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              className=""
              maxLength={254}
              help="Two customers cannot share an email."
              value={form.data.email}
              error={form.errors.email}
              onValueChange={(value) => form.setData('email', value)}
            />
          </div>
          <div className="col-md-5">
            <TextField
              name="phone"
              label="Phone"
              type="tel"
              dir="ltr"
              autoComplete="off"
              className=""
              maxLength={40}
              value={form.data.phone}
              error={form.errors.phone}
              onValueChange={(value) => form.setData('phone', value)}
            />
          </div>
        </div>
        <TextAreaField
          name="address"
          label="Address"
          rows={2}
          value={form.data.address}
          error={form.errors.address}
          onValueChange={(value) => form.setData('address', value)}
        />
      </FormSection>
      <FormSection
        title="Notes and status"
        help="Inactive customers stay in the history but are not offered at the counter."
      >
        <TextAreaField
          name="notes"
          label="Notes"
          rows={3}
          value={form.data.notes}
          error={form.errors.notes}
          onValueChange={(value) => form.setData('notes', value)}
        />
        <CheckField
          name="is_active"
          label="Active (offered at the counter)"
          checked={form.data.is_active}
          error={form.errors.is_active}
          onCheckedChange={(checked) => form.setData('is_active', checked)}
        />
      </FormSection>
    </FormCard>
  )
}
