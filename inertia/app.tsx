import './css/app.scss'
import { createRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { tuyau } from '~/lib/routes'
import { layoutFor } from '~/layouts/layout_for'
import { TemplateProvider } from '~/template/settings'

const APP_NAME = 'POS Center'

const pages = import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')

createInertiaApp({
  title: (title) => (title ? `${title} - ${APP_NAME}` : APP_NAME),
  resolve: async (name) => {
    const page = pages[`./pages/${name}.tsx`]
    if (!page) throw new Error(`No page named ${name}`)
    const module = await page()
    return module.default
  },
  layout: (name) => layoutFor(name),
  setup({ el, App, props }) {
    createRoot(el!).render(
      <TuyauProvider client={tuyau}>
        <TemplateProvider>
          <App {...props} />
        </TemplateProvider>
      </TuyauProvider>
    )
  },
  progress: { color: '#0d6efd', delay: 250 },
})
