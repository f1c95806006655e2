import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

/** Whether the signed-in user's role grants a permission; the server checks again. */
export function useCan() {
  const permissions = usePage<SharedProps>().props.auth.user?.permissions ?? []
  return (permission: string) => permissions.includes(permission)
}
