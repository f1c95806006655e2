import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { SharedProps } from '~/types'

interface Props {
  companyName: string
  canRegister: boolean
}

export default function Welcome({ companyName, canRegister }: Props) {
  const { auth } = usePage<SharedProps>().props
  return (
    <>
      <Head title="Welcome" />
      <div className="row justify-content-center text-center">
        <div className="col-lg-8">
          <h1 className="display-5 fw-semibold mb-3">{companyName}</h1>
          <p className="lead text-body-secondary mb-4">
            Products and their barcode labels, customers, branches and staff: the back-office of
            your shop.
          </p>
          <div className="d-flex justify-content-center gap-2">
            {auth.user ? (
              <Link route="dashboard" className="btn btn-primary btn-lg">
                Dashboard
              </Link>
            ) : (
              <>
                <Link route="login" className="btn btn-primary btn-lg">
                  Log in
                </Link>
                {canRegister && (
                  <Link route="register" className="btn btn-outline-primary btn-lg">
                    Create account
                  </Link>
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </>
  )
}
