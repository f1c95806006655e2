import type { ReactNode } from 'react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { tuyau } from '~/lib/routes'
import { TemplateProvider } from '~/template/settings'

export { layoutFor } from '~/layouts/layout_for'

const APP_NAME = 'POS Center'

/** The document title of a page: its own, then the app's name. */
export function pageTitle(title: string) {
  return title ? `${title} - ${APP_NAME}` : APP_NAME
}

/** What wraps every page, in the browser (app.tsx) and on the server (ssr.tsx) alike. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <TuyauProvider client={tuyau}>
      <TemplateProvider>{children}</TemplateProvider>
    </TuyauProvider>
  )
}
