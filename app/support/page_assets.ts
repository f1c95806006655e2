/** One chunk of Vite's build manifest, as far as the page's tags need it. */
export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** What the first HTML of a page links: its style sheets, then its entry scripts. */
export interface PageAssets {
  stylesheets: string[]
  scripts: string[]
}

/**
 * The tags of a page's first visit on the production build: every style
 * sheet of the entries and of the chunks they import, at any depth, and
 * the entries as module scripts; their imports load as the browser reads
 * them. No `modulepreload`: on a slow line the twenty chunks a page
 * imports shared the connections with the style sheet and held back the
 * first paint of the page the server had already drawn (the counter's
 * first paint 2.4 s under Lighthouse's mobile line, 1.1–1.3 s without
 * them, and no later to interactive: docs/performance.md).
 */
export function pageAssets(manifest: Manifest, entries: string[], assetsUrl: string): PageAssets {
  const stylesheets = new Set<string>()
  const visited = new Set<string>()
  const visit = (key: string) => {
    if (visited.has(key)) return
    visited.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`Cannot find "${key}" in the Vite manifest`)
    for (const css of chunk.css ?? []) stylesheets.add(`${assetsUrl}/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const entry of entries) visit(entry)
  return {
    stylesheets: [...stylesheets],
    scripts: entries.map((entry) => `${assetsUrl}/${manifest[entry].file}`),
  }
}
