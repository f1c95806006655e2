import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/**
 * The production build's version, hashed from its manifest once at boot.
 * Left to Inertia, every request checks the manifest file and hashes it
 * again: the cache lives on the request's own Inertia instance. Without a
 * build (the dev server, the tests) Inertia's own default stays.
 */
function builtPagesVersion() {
  if (!app.inProduction) return undefined
  try {
    return createHash('md5')
      .update(readFileSync(app.makePath('public/assets/.vite/manifest.json')))
      .digest('hex')
  } catch {
    return undefined
  }
}

/**
 * The pages whose first visit the server renders from the production
 * build, so they show before their JavaScript arrives (inertia/ssr.tsx,
 * docs/ui.md): the sign-in page, the dashboard and the counter, the first
 * pages a shop's tablet opens. Each is checked by
 * tests/browser/first_visit.spec.ts to hydrate without a warning; the rest
 * render in the browser.
 */
export const SERVER_RENDERED_PAGES = ['auth/login', 'dashboard', 'orders/create']

/**
 * Only where the pages are served from the build (`npm start`, production):
 * the dev server the tests run on renders in the browser as before.
 */
async function renderedOnServer(page: string) {
  if (!SERVER_RENDERED_PAGES.includes(page)) return false
  const { default: vite } = await import('@adonisjs/vite/services/main')
  return !vite.getDevServer()
}

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: builtPagesVersion(),
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => renderedOnServer(page),
  },
})

export default inertiaConfig
