import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync, constants } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { ASSETS_DIR, MANIFEST_PATH, buildPagesIfChanged } from '../../bin/build_pages.js'
import { lockBuiltPages } from '#tests/helpers/built_pages_lock'

/**
 * Gzipped JavaScript a page needs before it shows, in bytes: the app entry,
 * the page and every chunk they import statically. React and Inertia alone
 * (the vendor chunk) are about 106 kB, react-dom 64 kB of it, so 100 kB for
 * the first pages cannot be met with them; the budgets
 * sit just above today's sizes so any growth is seen. Chunks a page imports
 * on demand, such as the barcode library (about 250 kB) or the header
 * search, do not count. The app entry holds the map of every page's chunk,
 * so each new page adds a few dozen bytes to every page (the four reports
 * took the default from 160 to 162 kB).
 */
// Every page carries the route registry as names, methods and patterns
// (vite.config.ts, routeRegistry) and the layout's own menus instead of
// react-bootstrap's Dropdown and Popper: 23 kB less on every page than the
// registry's parsed tokens, Tuyau's HTTP client and the Dropdown took.
// What a first visit downloads in Chromium, lazy chunks included, is pinned
// by tests/browser/first_visit.spec.ts.
// A change to any page's code renames every chunk (a content hash), which
// alone moves a page's gzipped size by some 25 bytes: the dashboard's and
// the default budget keep about 100 bytes above their sizes for it.
const DEFAULT_BUDGET = 157_600
const BUDGETS: Record<string, number> = {
  // The first page a visitor and a signed-in user open.
  'auth/login': 126_500,
  // Ten blocks of figures; its 30 days of sales are drawn in HTML.
  'dashboard': 129_100,
  // The counter, selling offline included (the banner, the hook and the
  // kept-catalogue scan; the store, the outbox and the receipt load later):
  // 146.4 kB with the pending receipt's shop texts taken from the kit, 146.6 kB with
  // the scans kept before hydration.
  'orders/create': 146_700,
}

interface ManifestChunk {
  file: string
  imports?: string[]
}

function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]) {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
}

function pageNames(dir = app.makePath('inertia/pages')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pageNames(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [relative(app.makePath('inertia/pages'), join(dir, entry.name)).replace(/\.tsx$/, '')]
        : []
  )
}

test.group('Bundle budget', () => {
  test('no page needs more gzipped JavaScript than its budget', async ({ assert, cleanup }) => {
    // The build's files are read throughout, so no other process may write them meanwhile.
    cleanup(await lockBuiltPages())
    // Reuses the build `npm start` made when the sources did not change since.
    buildPagesIfChanged({ log: () => {} })
    const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Record<
      string,
      ManifestChunk
    >
    const gzipped = new Map<string, number>()
    const sizeOf = (file: string) => {
      if (!gzipped.has(file)) {
        const source = readFileSync(join(ASSETS_DIR, file))
        gzipped.set(file, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).byteLength)
      }
      return gzipped.get(file)!
    }

    const pages = pageNames()
    assert.includeMembers(pages, Object.keys(BUDGETS))
    const over: string[] = []
    for (const page of pages) {
      const files = staticClosure(manifest, ['inertia/app.tsx', `inertia/pages/${page}.tsx`])
      const total = files.reduce((sum, file) => sum + sizeOf(file), 0)
      const budget = BUDGETS[page] ?? DEFAULT_BUDGET
      if (total > budget) {
        const parts = files.map((file) => `${file} ${sizeOf(file)}`).join(', ')
        over.push(`${page}: ${total} bytes gzipped, budget ${budget} (${parts})`)
      }
    }
    assert.deepEqual(over, [], over.join('\n'))
  }).timeout(180_000)
})
