import { Head, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { NewPasswordFields } from '~/components/new_password_fields'
import { SubmitButton } from '~/components/submit_button'
import { urlFor } from '~/lib/routes'

export default function ResetPassword({ token }: { token: string }) {
  const form = useForm({ token, password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('password.update'), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <>
      <Head title="Reset password" />
      <h1 className="h4 mb-4">Choose a new password</h1>
      <form onSubmit={submit} noValidate>
        <NewPasswordFields
          label="New password"
          confirmationLabel="New password again"
          autoFocus
          password={form.data.password}
          confirmation={form.data.password_confirmation}
          errors={{ ...form.errors, password: form.errors.password ?? form.errors.token }}
          onChange={(field, value) => form.setData(field, value)}
        />
        <SubmitButton processing={form.processing}>Reset password</SubmitButton>
      </form>
    </>
  )
}
