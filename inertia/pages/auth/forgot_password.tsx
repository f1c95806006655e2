import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { FormEvent } from 'react'
import { EmailField } from '~/components/email_field'
import { SubmitButton } from '~/components/submit_button'
import { urlFor } from '~/lib/routes'

/** `sentMessage`: after a request, what happens next; it stays until the person leaves. */
export default function ForgotPassword({ sentMessage }: { sentMessage: string | null }) {
  const form = useForm({ email: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('password.email'))
  }

  return (
    <>
      <Head title="Forgot password" />
      <h1 className="h4 mb-3">Forgot your password?</h1>
      <p className="text-body-secondary">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      {sentMessage && (
        <div className="alert alert-success" role="status">
          {sentMessage} The link works for 60 minutes. Nothing there? Check the spam folder, or send
          it again.
        </div>
      )}
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
        <Link route="login">Back to log in</Link>
      </p>
    </>
  )
}
