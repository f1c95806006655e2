import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { NewPasswordFields } from '~/components/new_password_fields'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import { urlFor } from '~/lib/routes'

/** A new password needs the current one; the user's other sessions end. */
export function UpdatePasswordForm() {
  const form = useForm({ current_password: '', password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urlFor('profile.password'), {
      preserveScroll: true,
      onFinish: () => form.reset(),
    })
  }

  return (
    <FormCard
      onSubmit={submit}
      label="Change password"
      actions={<FormActions processing={form.processing} submitLabel="Change password" />}
    >
      <FormSection
        title="Change password"
        help="Use a long password you do not use elsewhere. Your other sessions will be signed out."
      >
        <TextField
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={form.data.current_password}
          error={form.errors.current_password}
          onValueChange={(value) => form.setData('current_password', value)}
        />
        <NewPasswordFields
          id="new_password"
          label="New password"
          confirmationLabel="New password again"
          password={form.data.password}
          confirmation={form.data.password_confirmation}
          errors={form.errors}
          onChange={(field, value) => form.setData(field, value)}
        />
      </FormSection>
    </FormCard>
  )
}
