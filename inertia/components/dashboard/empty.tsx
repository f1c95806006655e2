import type { ReactNode } from 'react'

/** What a dashboard block says when it has nothing to list. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-body-secondary mb-0">{children}</p>
}
