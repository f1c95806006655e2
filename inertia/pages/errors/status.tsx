import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'

interface Props {
  status: number
  title: string
  message: string
}

/** One page for 403, 404, 419, 429, 500 and 503, in the simple layout. */
export default function ErrorStatus({ status, title, message }: Props) {
  return (
    <>
      <Head title={title} />
      <div className="text-center" style={{ maxWidth: 520 }}>
        <p className="display-1 fw-bold text-primary-emphasis mb-2">{status}</p>
        <h1 className="h3 mb-3">{title}</h1>
        <p className="text-body-secondary mb-4">{message}</p>
        {status === 419 ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
        ) : (
          <Link route="home" className="btn btn-primary">
            Go to the home page
          </Link>
        )}
      </div>
    </>
  )
}
