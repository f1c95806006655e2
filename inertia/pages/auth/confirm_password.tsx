import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { FormEvent } from 'react'
import { SubmitButton } from '~/components/submit_button'
import { TextField } from '~/components/text_field'
import { urlFor } from '~/lib/routes'

/** `backUrl`: the page the person came from, for Cancel. */
export default function ConfirmPassword({ backUrl }: { backUrl: string }) {
  const form = useForm({ password: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('password.confirm.store'), { onFinish: () => form.reset('password') })
  }

  return (
    <>
      <Head title="Confirm password" />
      <h1 className="h4 mb-3">Confirm your password</h1>
      <p className="text-body-secondary">
        This is a sensitive area. Enter your password to continue; you will not be asked again for 3
        hours.
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          className="mb-4"
          value={form.data.password}
          error={form.errors.password}
          onValueChange={(value) => form.setData('password', value)}
        />
        <SubmitButton processing={form.processing}>Confirm</SubmitButton>
      </form>
      <p className="mt-4 mb-0 text-center small">
        <Link href={backUrl}>Cancel and go back</Link>
      </p>
    </>
  )
}
