import './css/app.scss'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { AppShell, layoutFor, pageTitle } from '~/app_shell'

const pages = import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')

createInertiaApp({
  title: pageTitle,
  resolve: async (name) => {
    const page = pages[`./pages/${name}.tsx`]
    if (!page) throw new Error(`No page named ${name}`)
    const module = await page()
    return module.default
  },
  layout: (name) => layoutFor(name),
  setup({ el, App, props }) {
    const app = (
      <AppShell>
        <App {...props} />
      </AppShell>
    )
    // The server rendered the first visit of some pages (config/inertia.ts):
    // React takes over its HTML instead of drawing the page again.
    if (el!.hasChildNodes()) {
      hydrateRoot(el!, app)
    } else {
      createRoot(el!).render(app)
    }
  },
  progress: { color: '#0d6efd', delay: 250 },
})
