import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { FormEvent } from 'react'
import { SubmitButton } from '~/components/submit_button'
import { urlFor } from '~/lib/routes'

export default function VerifyEmail({ email }: { email: string }) {
  const form = useForm({})

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(urlFor('verification.send'))
  }

  return (
    <>
      <Head title="Confirm your email" />
      <h1 className="h4 mb-3">Confirm your email</h1>
      <p>
        We sent a confirmation link to <strong>{email}</strong>. Open it to start using POS Center.
        The link is valid for 60 minutes.
      </p>
      <form onSubmit={submit} className="mb-3">
        <SubmitButton processing={form.processing}>Send the link again</SubmitButton>
      </form>
      <div className="d-flex justify-content-between small">
        <Link route="profile.edit">Wrong address? Change it</Link>
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          onClick={() => router.post(urlFor('logout'))}
        >
          Log Out
        </button>
      </div>
    </>
  )
}
