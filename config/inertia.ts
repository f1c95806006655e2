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

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: builtPagesVersion(),
})

export default inertiaConfig
