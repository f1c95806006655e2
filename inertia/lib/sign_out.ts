import { router } from '@inertiajs/react'
import { urlFor } from '~/lib/routes'

/**
 * Signs out, unless sales made offline on this device wait to be sent: the
 * server cannot know about them (`userId` null: anyone's). Answers why not.
 */
export async function signOut(userId: number | null) {
  const { beforeSignOut } = await import('~/lib/offline/leaving')
  const problem = await beforeSignOut(userId)
  if (!problem) router.post(urlFor('logout'))
  return problem
}
