import { Head, Link, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { SubmitButton, TextField } from '~/components/text_field'

export default function Register() {
  const form = useForm({ name: '', email: '', password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post('/register', { onFinish: () => form.reset('password', 'password_confirmation') })
  }

  return (
    <>
      <Head title="Create account" />
      <h1 className="h4 mb-4">Create account</h1>
      <form onSubmit={submit} noValidate>
        <TextField
          name="name"
          label="Full name"
          autoComplete="name"
          autoFocus
          required
          value={form.data.name}
          error={form.errors.name}
          onValueChange={(value) => form.setData('name', value)}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={form.data.email}
          error={form.errors.email}
          onValueChange={(value) => form.setData('email', value)}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          help="At least 8 characters. A few unrelated words make a strong password."
          value={form.data.password}
          error={form.errors.password}
          onValueChange={(value) => form.setData('password', value)}
        />
        <TextField
          name="password_confirmation"
          label="Password again"
          type="password"
          autoComplete="new-password"
          required
          className="mb-4"
          value={form.data.password_confirmation}
          error={form.errors.password_confirmation}
          onValueChange={(value) => form.setData('password_confirmation', value)}
        />
        <SubmitButton processing={form.processing}>Create account</SubmitButton>
      </form>
      <p className="mt-4 mb-0 text-center small">
        Already registered? <Link href="/login">Log in</Link>
      </p>
    </>
  )
}
