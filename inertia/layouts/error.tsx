import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import AppLayout from '~/layouts/app'
import SimpleLayout from '~/layouts/simple'
import type { SharedProps } from '~/types'

/**
 * The error pages' frame: a signed-in user stays inside the app, with its
 * menu to go on from; a guest (or a request that failed before sign-in was
 * read) gets the plain page.
 */
export default function ErrorLayout({ children }: { children: ReactNode }) {
  const { auth, menu } = usePage<SharedProps>().props
  if (!auth.user || !menu) return <SimpleLayout>{children}</SimpleLayout>
  return (
    <AppLayout>
      <div className="d-flex justify-content-center py-5">{children}</div>
    </AppLayout>
  )
}
