import AppLayout from '~/layouts/app'
import AuthLayout from '~/layouts/auth'
import ErrorLayout from '~/layouts/error'
import WelcomeLayout from '~/layouts/welcome'

/**
 * The layout a page gets by its name when it sets none:
 * welcome, auth/* and a locked till's screen (nothing of the app around it),
 * error pages (inside the app for a signed-in user), and the authenticated
 * app for the rest.
 */
export function layoutFor(name: string) {
  if (name === 'welcome') return WelcomeLayout
  if (name.startsWith('auth/') || name === 'till/locked') return AuthLayout
  if (name.startsWith('errors/')) return ErrorLayout
  return AppLayout
}
