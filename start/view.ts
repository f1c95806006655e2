import edge from 'edge.js'
import vite from '@adonisjs/vite/services/main'
import viteConfig from '#config/vite'
import { pageAssets, type Manifest } from '#support/page_assets'

/**
 * `pageAssets([...entries])` in the layout: the production build's tags
 * without module preloads (app/support/page_assets.ts). The dev server
 * keeps `@vite`, which also brings its client for hot reloads.
 */
edge.global('pageAssets', (entries: string[]) =>
  pageAssets(vite.manifest() as Manifest, entries, viteConfig.assetsUrl ?? '/assets')
)
