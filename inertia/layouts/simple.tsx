import type { ReactNode } from 'react'

/** Everything off, full-width content: the error pages. */
export default function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center p-3">
      {children}
    </main>
  )
}
