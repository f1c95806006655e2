import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { EmailField } from '~/components/email_field'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import { CheckField } from '~/components/check_field'
import type { Data } from '~generated/data'

/** A branch as the server's BranchTransformer sends it. */
export type BranchRow = Data.Branch

export interface BranchFields {
  code: string
  name: string
  address: string
  phone: string
  email: string
  is_active: boolean
}

/** The create and edit form of a branch; the server checks everything again. */
export function BranchForm({
  initial,
  method,
  action,
  submitLabel,
}: {
  initial: BranchFields
  method: 'post' | 'put'
  action: string
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
          cancel={{ route: 'branches.index' }}
        />
      }
    >
      <FormSection
        title="Branch"
        help="The code starts the branch's order numbers and cannot repeat."
      >
        <div className="row g-3 mb-3">
          <TextField
            name="code"
            label="Code"
            className="col-sm-5"
            required
            maxLength={10}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            help="Starts its order numbers: DTN-000123."
            value={form.data.code}
            error={form.errors.code}
            onValueChange={(value) => form.setData('code', value.toUpperCase())}
          />
          <TextField
            name="name"
            label="Name"
            className="col-sm-7"
            required
            maxLength={120}
            value={form.data.name}
            error={form.errors.name}
            onValueChange={(value) => form.setData('name', value)}
          />
        </div>
        <CheckField
          name="is_active"
          label="Active"
          help="An inactive branch keeps its history but takes no new sales or stock."
          checked={form.data.is_active}
          error={form.errors.is_active}
          onCheckedChange={(checked) => form.setData('is_active', checked)}
        />
      </FormSection>
      <FormSection title="Contact" help="Where the branch is and how staff and customers reach it.">
        <TextField
          name="address"
          label="Address"
          maxLength={255}
          autoComplete="street-address"
          value={form.data.address}
          error={form.errors.address}
          onValueChange={(value) => form.setData('address', value)}
        />
        <div className="row g-3">
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            dir="ltr"
            className="col-sm-6"
            maxLength={40}
            autoComplete="tel"
            value={form.data.phone}
            error={form.errors.phone}
            onValueChange={(value) => form.setData('phone', value)}
          />
          <EmailField
            className="col-sm-6"
            autoComplete="email"
            value={form.data.email}
            error={form.errors.email}
            onValueChange={(value) => form.setData('email', value)}
          />
        </div>
      </FormSection>
    </FormCard>
  )
}
