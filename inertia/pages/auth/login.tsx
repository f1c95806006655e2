import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { FormEvent } from 'react'
import { EmailField } from '~/components/email_field'
import { SubmitButton } from '~/components/submit_button'
import { TextField } from '~/components/text_field'
import { urlFor } from '~/lib/routes'

export default function Login({ canRegister }: { canRegister: boolean }) {
  const form = useForm({ email: '', password: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('login.store'), { onFinish: () => form.reset('password') })
  }

  return (
    <>
      <Head title="Log in" />
      <h1 className="h4 mb-4">Log in</h1>
      <form onSubmit={submit} noValidate>
        <EmailField
          autoComplete="username"
          autoFocus
          required
          value={form.data.email}
          error={form.errors.email}
          onValueChange={(value) => form.setData('email', value)}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          className="mb-2"
          value={form.data.password}
          error={form.errors.password}
          onValueChange={(value) => form.setData('password', value)}
        />
        <p className="mb-4 small">
          <Link route="password.request">Forgot your password?</Link>
        </p>
        <SubmitButton processing={form.processing}>Log in</SubmitButton>
      </form>
      {canRegister && (
        <p className="mt-4 mb-0 text-center small">
          New here? <Link route="register">Create account</Link>
        </p>
      )}
    </>
  )
}
