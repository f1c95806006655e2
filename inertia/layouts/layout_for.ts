import AppLayout from '~/layouts/app'
import AuthLayout from '~/layouts/auth'
import SimpleLayout from '~/layouts/simple'
import WelcomeLayout from '~/layouts/welcome'

/**
 * The layout a page gets by its name when it sets none (seed section 2):
 * welcome, auth/*, error pages, and the authenticated app for the rest.
 */
export function layoutFor(name: string) {
  if (name === 'welcome') return WelcomeLayout
  if (name.startsWith('auth/')) return AuthLayout
  if (name.startsWith('errors/')) return SimpleLayout
  return AppLayout
}
