/*
| The production build of the pages (vite build) into public/assets, made
| only when its sources changed since the last one. `npm start` and the
| bundle budget test (tests/unit/bundle_budget.spec.ts) share it, so one
| build serves both. Plain JavaScript so it runs before anything is compiled.
*/
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))

export const ASSETS_DIR = join(root, 'public/assets')
export const MANIFEST_PATH = join(ASSETS_DIR, '.vite/manifest.json')
const STAMP_PATH = join(ASSETS_DIR, '.fingerprint')
/** The routes as the pages import them (`~registry`), written by `node ace codegen`. */
const REGISTRY_DIR = join(root, '.adonisjs/client/registry')

/** Every file under a folder, in name order. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? filesUnder(path) : [path]
    })
}

/**
 * Every file the browser bundle is built from, hashed, so unchanged sources
 * skip the build. The build mode is part of it: a stamp left by an older
 * development-mode build does not count as current.
 */
function frontendFingerprint() {
  const hash = createHash('sha256').update('mode=production')
  for (const dir of [join(root, 'inertia'), join(root, 'common'), REGISTRY_DIR]) {
    for (const path of filesUnder(dir)) hash.update(relative(root, path)).update(readFileSync(path))
  }
  // package.json maps #common/* for the pages too.
  for (const file of ['vite.config.ts', 'package.json', 'package-lock.json']) {
    const path = join(root, file)
    if (existsSync(path)) hash.update(file).update(readFileSync(path))
  }
  return hash.digest('hex')
}

/** True when public/assets holds a production build of the current sources. */
export function pagesAreBuilt() {
  ensureRouteRegistry()
  return (
    existsSync(MANIFEST_PATH) &&
    existsSync(STAMP_PATH) &&
    readFileSync(STAMP_PATH, 'utf8') === frontendFingerprint()
  )
}

/** The newest change to the route definitions, which the registry is written from. */
function routesChangedAt() {
  const files = [join(root, 'start/routes.ts'), ...filesUnder(join(root, 'start/routes'))]
  return Math.max(...files.map((path) => statSync(path).mtimeMs))
}

/**
 * Writes the route registry the pages import when it is missing or older
 * than the routes. Only the dev server, the test runner and `node ace
 * codegen` write it, so a fresh clone has none. It is left alone when
 * current: a running dev server reloads every open page when it changes.
 * Codegen boots the app, so it reads .env.test: a fresh clone may have no
 * .env yet.
 */
export function ensureRouteRegistry() {
  const index = join(REGISTRY_DIR, 'index.ts')
  if (existsSync(index) && statSync(index).mtimeMs >= routesChangedAt()) return
  const result = spawnSync(process.execPath, [join(root, 'ace.js'), 'codegen'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test' },
  })
  if (result.status !== 0) throw new Error(`node ace codegen failed (exit ${result.status})`)
}

/**
 * Builds the pages for production unless they are current. NODE_ENV is set
 * for the build alone: Vite otherwise takes NODE_ENV=development from .env
 * and bundles React's development runtime.
 */
export function buildPagesIfChanged({ log = console.log } = {}) {
  if (pagesAreBuilt()) {
    log('• Pages are up to date, no build needed')
    return false
  }
  log('• Building the pages for production (vite build, about 20 s)')
  const result = spawnSync(
    process.execPath,
    // --app: the browser's bundle and the server's (inertia/ssr.tsx, into public/assets/server).
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--app', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } }
  )
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`)
  mkdirSync(ASSETS_DIR, { recursive: true })
  writeFileSync(STAMP_PATH, frontendFingerprint())
  return true
}
