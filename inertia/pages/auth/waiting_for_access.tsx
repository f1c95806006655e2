import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'

export default function WaitingForAccess() {
  const { auth } = usePage<SharedProps>().props
  return (
    <>
      <Head title="Waiting for access" />
      <h1 className="h4 mb-3">Waiting for access</h1>
      <p>
        Hello {auth.user?.name}, your account is ready. An administrator of the shop still has to
        give you a role and your branches. Once they have, sign in again or reload this page.
      </p>
      <div className="d-flex justify-content-between small">
        <Link route="profile.edit">Your profile</Link>
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
