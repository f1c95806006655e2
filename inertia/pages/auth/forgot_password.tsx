import { Head, Link, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { EmailField } from '~/components/email_field'
import { SubmitButton } from '~/components/submit_button'

export default function ForgotPassword() {
  const form = useForm({ email: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post('/forgot-password')
  }

  return (
    <>
      <Head title="Forgot password" />
      <h1 className="h4 mb-3">Forgot your password?</h1>
      <p className="text-body-secondary">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <form onSubmit={submit} noValidate>
        <EmailField
          autoComplete="username"
          autoFocus
          required
          className="mb-4"
          value={form.data.email}
          error={form.errors.email}
          onValueChange={(value) => form.setData('email', value)}
        />
        <SubmitButton processing={form.processing}>Email me a reset link</SubmitButton>
      </form>
      <p className="mt-4 mb-0 text-center small">
        <Link href="/login">Back to log in</Link>
      </p>
    </>
  )
}
