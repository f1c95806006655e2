import './css/app.scss'
import { startTransition } from 'react'
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
    // As a transition, React hydrates in slices that let the browser in
    // between, not in one task: on a slow tablet that task blocked input
    // for 150–280 ms (Lighthouse's total blocking time on the counter).
    if (el!.hasChildNodes()) {
      startTransition(() => {
        hydrateRoot(el!, app)
      })
    } else {
      createRoot(el!).render(app)
    }
  },
  progress: { color: '#0d6efd', delay: 250 },
})
