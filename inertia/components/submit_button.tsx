import type { ReactNode } from 'react'

/** A submit button that is disabled, with a spinner, while its request is in flight. */
export function SubmitButton({
  processing,
  children,
  variant = 'primary',
  className = 'w-100',
}: {
  processing: boolean
  children: ReactNode
  variant?: string
  className?: string
}) {
  return (
    <button type="submit" className={`btn btn-${variant} ${className}`} disabled={processing}>
      {processing && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  )
}
