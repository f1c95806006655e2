import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { SubmitButton, TextField } from '~/components/text_field'

/** Erases the account after the password is typed: the name and email are removed for good. */
export function DeleteUserForm() {
  const [confirming, setConfirming] = useState(false)
  const form = useForm({ password: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.delete('/profile', { preserveScroll: true, onFinish: () => form.reset() })
  }

  return (
    <section className="card border-danger-subtle mb-4" aria-labelledby="delete-heading">
      <div className="card-body">
        <h2 id="delete-heading" className="h5">
          Delete account
        </h2>
        <p className="text-body-secondary small">
          Your name and email are erased and you can no longer sign in. Sales and records you made
          stay, under “Deleted user”.
        </p>
        {confirming || form.errors.password ? (
          <form onSubmit={submit} noValidate style={{ maxWidth: 480 }}>
            <TextField
              name="password"
              id="delete_password"
              label="Your password, to confirm"
              type="password"
              autoComplete="current-password"
              autoFocus
              required
              value={form.data.password}
              error={form.errors.password}
              onValueChange={(value) => form.setData('password', value)}
            />
            <div className="d-flex gap-2">
              <SubmitButton processing={form.processing} variant="danger" className="">
                Delete my account
              </SubmitButton>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => setConfirming(true)}
          >
            Delete account…
          </button>
        )}
      </div>
    </section>
  )
}
