import { Head, useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'

export default function Login() {
  const form = useForm({ email: '', password: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post('/login', { onFinish: () => form.reset('password') })
  }

  return (
    <>
      <Head title="Log in" />
      <h1 className="h4 mb-4">Log in</h1>
      <form onSubmit={submit} noValidate>
        <div className="mb-3">
          <label htmlFor="email" className="form-label">
            Email
          </label>
          <input
            id="email"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            required
            className={`form-control ${form.errors.email ? 'is-invalid' : ''}`}
            value={form.data.email}
            onChange={(event) => form.setData('email', event.target.value)}
            aria-describedby={form.errors.email ? 'email-error' : undefined}
          />
          {form.errors.email && (
            <div id="email-error" className="invalid-feedback">
              {form.errors.email}
            </div>
          )}
        </div>
        <div className="mb-4">
          <label htmlFor="password" className="form-label">
            Password
          </label>
          <input
            id="password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            className={`form-control ${form.errors.password ? 'is-invalid' : ''}`}
            value={form.data.password}
            onChange={(event) => form.setData('password', event.target.value)}
            aria-describedby={form.errors.password ? 'password-error' : undefined}
          />
          {form.errors.password && (
            <div id="password-error" className="invalid-feedback">
              {form.errors.password}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={form.processing}>
          {form.processing && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          Log in
        </button>
      </form>
    </>
  )
}
