import { Head, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { NewPasswordFields } from '~/components/new_password_fields'
import { SubmitButton } from '~/components/submit_button'
import { urlFor } from '~/lib/routes'

export default function AcceptInvitation({
  token,
  name,
  email,
}: {
  token: string
  name: string
  email: string
}) {
  const form = useForm({ token, password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('invitations.accept'), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <>
      <Head title="Accept your invitation" />
      <h1 className="h4 mb-2">Welcome, {name}</h1>
      <p className="text-body-secondary">
        Choose a password for <strong>{email}</strong>. You will sign in with it from now on.
      </p>
      <form onSubmit={submit} noValidate>
        <NewPasswordFields
          autoFocus
          password={form.data.password}
          confirmation={form.data.password_confirmation}
          errors={{ ...form.errors, password: form.errors.password ?? form.errors.token }}
          onChange={(field, value) => form.setData(field, value)}
        />
        <SubmitButton processing={form.processing}>Set password and sign in</SubmitButton>
      </form>
    </>
  )
}
