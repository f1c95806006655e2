import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { TextField } from '~/components/text_field'
import { FormSection } from '~/components/form_layout'
import { urlFor } from '~/lib/routes'

/** Erases the account after the password is typed: the name and email are removed for good. */
export function DeleteUserForm() {
  const [confirming, setConfirming] = useState(false)
  const form = useForm({ password: '' })

  function close() {
    setConfirming(false)
    form.reset()
    form.clearErrors()
  }

  return (
    <div className="card border-danger-subtle mb-4">
      <div className="card-body">
        <FormSection
          title="Delete account"
          help="Your name and email are erased and you can no longer sign in. Sales and records you made stay, under “Deleted user”."
        >
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => setConfirming(true)}
          >
            Delete account…
          </button>
        </FormSection>
      </div>
      <ConfirmDialog
        show={confirming || Boolean(form.errors.password)}
        title="Delete your account?"
        confirmLabel="Delete my account"
        processing={form.processing}
        onCancel={close}
        onConfirm={() =>
          form.delete(urlFor('profile.destroy'), {
            preserveScroll: true,
            onFinish: () => form.reset(),
          })
        }
      >
        <p>This cannot be undone.</p>
        <TextField
          name="password"
          id="delete_password"
          label="Your password, to confirm"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          className="mb-0"
          value={form.data.password}
          error={form.errors.password}
          onValueChange={(value) => form.setData('password', value)}
        />
      </ConfirmDialog>
    </div>
  )
}
