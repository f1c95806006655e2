import { Head, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { SubmitButton, TextField } from '~/components/text_field'

export default function ResetPassword({ token }: { token: string }) {
  const form = useForm({ token, password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post('/reset-password', {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  return (
    <>
      <Head title="Reset password" />
      <h1 className="h4 mb-4">Choose a new password</h1>
      <form onSubmit={submit} noValidate>
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          help="At least 8 characters. A few unrelated words make a strong password."
          value={form.data.password}
          error={form.errors.password ?? form.errors.token}
          onValueChange={(value) => form.setData('password', value)}
        />
        <TextField
          name="password_confirmation"
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          className="mb-4"
          value={form.data.password_confirmation}
          error={form.errors.password_confirmation}
          onValueChange={(value) => form.setData('password_confirmation', value)}
        />
        <SubmitButton processing={form.processing}>Reset password</SubmitButton>
      </form>
    </>
  )
}
