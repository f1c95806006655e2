import { useState, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { EmailField } from '~/components/email_field'
import { SubmitButton } from '~/components/submit_button'
import { TextField } from '~/components/text_field'
import { urlFor } from '~/lib/routes'
import { signOut } from '~/lib/sign_out'
import { PIN_MAX_LENGTH } from '#common/pins'
import type { Data } from '~generated/data'

interface Props {
  /** Who signed in on this till with their password and may take it by PIN. */
  cashiers: Data.TillCashier[]
  /** Who was at the till when it locked. */
  atTill: number
}

/**
 * A locked till: whoever is at it picks their name and types their PIN, or
 * signs in with their password when they have not on this till yet. The
 * server answers every other page of this device with this one meanwhile.
 */
export default function TillLocked({ cashiers, atTill }: Props) {
  const [chosen, setChosen] = useState(
    () =>
      (
        cashiers.find((cashier) => cashier.id === atTill && cashier.hasPin) ??
        cashiers.find((cashier) => cashier.hasPin)
      )?.id ?? null
  )
  const take = useForm({ pin: '' })
  const signIn = useForm({ email: '', password: '' })
  const [signOutProblem, setSignOutProblem] = useState<string | null>(null)

  function submitPin(event: FormEvent) {
    event.preventDefault()
    take.transform((data) => ({ ...data, user_id: chosen }))
    take.post(urlFor('till.take'), { onFinish: () => take.reset('pin') })
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault()
    signIn.post(urlFor('till.sign_in'), { onFinish: () => signIn.reset('password') })
  }

  const userError = (take.errors as Record<string, string | undefined>).user_id

  return (
    <>
      <Head title="Till locked" />
      <h1 className="h4 mb-1">
        <i className="bi bi-lock me-2" aria-hidden="true" />
        Till locked
      </h1>
      <p className="text-body-secondary mb-3">
        Who is at the till? Choose your name and type your PIN.
      </p>
      {cashiers.length > 0 && (
        <form onSubmit={submitPin} noValidate className="mb-4">
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Cashier</legend>
            <div className="d-flex flex-wrap gap-2">
              {cashiers.map((cashier) => (
                <div key={cashier.id}>
                  <input
                    type="radio"
                    className="btn-check"
                    name="user_id"
                    id={`cashier-${cashier.id}`}
                    checked={chosen === cashier.id}
                    disabled={!cashier.hasPin}
                    onChange={() => {
                      setChosen(cashier.id)
                      document.getElementById('pin')?.focus()
                    }}
                  />
                  <label className="btn btn-outline-primary" htmlFor={`cashier-${cashier.id}`}>
                    {cashier.name}
                    {!cashier.hasPin && <span className="d-block small">No PIN set</span>}
                  </label>
                </div>
              ))}
            </div>
            {userError && (
              <div className="invalid-feedback d-block" role="alert">
                {userError}
              </div>
            )}
          </fieldset>
          <TextField
            name="pin"
            label="PIN"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            maxLength={PIN_MAX_LENGTH}
            value={take.data.pin}
            error={take.errors.pin}
            onValueChange={(value) => take.setData('pin', value)}
          />
          <SubmitButton processing={take.processing}>Continue</SubmitButton>
        </form>
      )}
      <details className="mb-3" open={cashiers.length === 0 || undefined}>
        <summary>Not listed? Sign in with your password</summary>
        <form onSubmit={submitPassword} noValidate className="mt-3">
          <EmailField
            autoComplete="username"
            value={signIn.data.email}
            error={signIn.errors.email}
            onValueChange={(value) => signIn.setData('email', value)}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={signIn.data.password}
            error={signIn.errors.password}
            onValueChange={(value) => signIn.setData('password', value)}
          />
          <SubmitButton processing={signIn.processing}>Sign in at this till</SubmitButton>
        </form>
      </details>
      {signOutProblem && (
        <div className="alert alert-danger" role="alert">
          {signOutProblem}
        </div>
      )}
      <button
        type="button"
        className="btn btn-link px-0"
        onClick={() => void signOut(null).then(setSignOutProblem)}
      >
        Sign everyone out of this till
      </button>
    </>
  )
}
