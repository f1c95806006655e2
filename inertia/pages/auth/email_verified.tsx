import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'

/** Where the link from the confirmation mail lands: the address is confirmed, and what next. */
export default function EmailVerified({ email, signedIn }: { email: string; signedIn: boolean }) {
  return (
    <>
      <Head title="Email confirmed" />
      <h1 className="h4 mb-3">
        <i className="bi bi-check-circle-fill text-success me-2" aria-hidden="true" />
        Email confirmed
      </h1>
      <p>
        <strong>{email}</strong> is confirmed as the address of your account.
      </p>
      {signedIn ? (
        <Link route="dashboard" className="btn btn-primary w-100">
          Go to the dashboard
        </Link>
      ) : (
        <Link route="login" className="btn btn-primary w-100">
          Log in
        </Link>
      )}
    </>
  )
}
