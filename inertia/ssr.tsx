import { renderToString } from 'react-dom/server'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { AppShell, layoutFor, pageTitle } from '~/app_shell'

// Loaded when first rendered: only the pages config/inertia.ts names ever are.
const pages = import.meta.glob<{ default: ResolvedComponent }>('./pages/**/*.tsx')

/**
 * Renders a page's first visit on the server (config/inertia.ts says which
 * pages), so its HTML shows before the JavaScript arrives; inertia/app.tsx
 * then hydrates it. Built by `vite build --app` into public/assets/server.
 */
export default function render(page: Page) {
  return createInertiaApp({
    page,
    render: renderToString,
    title: pageTitle,
    resolve: async (name) => {
      const load = pages[`./pages/${name}.tsx`]
      if (!load) throw new Error(`No page named ${name}`)
      const module = await load()
      return module.default
    },
    layout: (name) => layoutFor(name),
    setup: ({ App, props }) => (
      <AppShell>
        <App {...props} />
      </AppShell>
    ),
  })
}
