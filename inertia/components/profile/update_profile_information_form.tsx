import { useForm, usePage } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { EmailField } from '~/components/email_field'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

/** Name and email; a new email has to be confirmed again. */
export function UpdateProfileInformationForm() {
  const user = usePage<SharedProps>().props.auth.user!
  const form = useForm({ name: user.name, email: user.email })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urlFor('profile.update'), { preserveScroll: true })
  }

  return (
    <FormCard
      onSubmit={submit}
      label="Profile information"
      actions={<FormActions processing={form.processing} submitLabel="Save" />}
    >
      <FormSection title="Profile information" help="Your name and the email you sign in with.">
        <TextField
          name="name"
          label="Full name"
          autoComplete="name"
          required
          value={form.data.name}
          error={form.errors.name}
          onValueChange={(value) => form.setData('name', value)}
        />
        <EmailField
          autoComplete="email"
          required
          help={user.emailVerified ? undefined : 'This address is not confirmed yet.'}
          value={form.data.email}
          error={form.errors.email}
          onValueChange={(value) => form.setData('email', value)}
        />
      </FormSection>
    </FormCard>
  )
}
