import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'

/**
 * Who performs a business operation: the signed-in user (with `role`
 * loaded, as the auth middleware leaves it) and the address of the request.
 * Every service that changes the world takes one, and its audit events
 * record it.
 */
export interface Actor {
  user: User
  ip: string | null
}

/** The actor behind a signed-in request. The one place an actor is built from a request. */
export function actorOf({ auth, request }: Pick<HttpContext, 'auth' | 'request'>): Actor {
  return { user: auth.getUserOrFail(), ip: request.ip() }
}
