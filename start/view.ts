import edge from 'edge.js'
import vite from '@adonisjs/vite/services/main'
import viteConfig from '#config/vite'
import { pageAssets, type Manifest } from '#support/page_assets'

/**
 * `pageAssets([...entries])` in the layout: the production build's tags
 * without module preloads (app/support/page_assets.ts). The dev server
 * keeps `@vite`, which also brings its client for hot reloads.
 */
const assetsOfPages = new Map<string, ReturnType<typeof pageAssets>>()

/** Worked out once per page: the build, hence its manifest, does not change while serving. */
edge.global('pageAssets', (entries: string[]) => {
  const key = entries.join('\n')
  let assets = assetsOfPages.get(key)
  if (!assets) {
    assets = pageAssets(vite.manifest() as Manifest, entries, viteConfig.assetsUrl ?? '/assets')
    assetsOfPages.set(key, assets)
  }
  return assets
})
