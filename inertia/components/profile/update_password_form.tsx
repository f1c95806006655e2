import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { NewPasswordFields } from '~/components/new_password_fields'
import { SubmitButton } from '~/components/submit_button'
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
    <section className="card mb-4" aria-labelledby="password-heading">
      <div className="card-body">
        <h2 id="password-heading" className="h5">
          Change password
        </h2>
        <p className="text-body-secondary small">
          Use a long password you do not use elsewhere. Your other sessions will be signed out.
        </p>
        <form onSubmit={submit} noValidate style={{ maxWidth: 480 }}>
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
          <SubmitButton processing={form.processing} className="">
            Change password
          </SubmitButton>
        </form>
      </div>
    </section>
  )
}
