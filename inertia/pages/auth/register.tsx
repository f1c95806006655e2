import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { FormEvent } from 'react'
import { EmailField } from '~/components/email_field'
import { NewPasswordFields } from '~/components/new_password_fields'
import { SubmitButton } from '~/components/submit_button'
import { TextField } from '~/components/text_field'
import { urlFor } from '~/lib/routes'

export default function Register() {
  const form = useForm({ name: '', email: '', password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('register.store'), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
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
        <EmailField
          autoComplete="email"
          required
          value={form.data.email}
          error={form.errors.email}
          onValueChange={(value) => form.setData('email', value)}
        />
        <NewPasswordFields
          password={form.data.password}
          confirmation={form.data.password_confirmation}
          errors={form.errors}
          onChange={(field, value) => form.setData(field, value)}
        />
        <SubmitButton processing={form.processing}>Create account</SubmitButton>
      </form>
      <p className="mt-4 mb-0 text-center small">
        Already registered? <Link route="login">Log in</Link>
      </p>
    </>
  )
}
