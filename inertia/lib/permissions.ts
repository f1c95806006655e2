import { usePage } from '@inertiajs/react'
import type { AuthUser, SharedProps } from '~/types'

/** A permission a role may grant, as the server names it. */
export type Permission = AuthUser['permissions'][number]

/** Whether the signed-in user's role grants a permission; the server checks again. */
export function useCan() {
  const permissions = usePage<SharedProps>().props.auth.user?.permissions ?? []
  return (permission: Permission) => permissions.includes(permission)
}
