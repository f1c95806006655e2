import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import postcssRTLCSS from 'postcss-rtlcss'
import adonisjs from '@adonisjs/vite/client'
import subsetFont from 'subset-font'
import type { Plugin as PostcssPlugin } from 'postcss'
import { ICONS } from './common/icons.js'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text the browser fetches from /assets; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/
/** Below this a compressed copy saves less than its extra header costs. */
const MIN_BYTES = 1024

/**
 * Writes a .br and a .gz copy beside every text asset of a production build,
 * at the highest levels, once: the server sends them as they are
 * (app/middleware/built_assets_middleware.ts) instead of compressing on
 * every request.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'pos-center:precompress',
    apply: 'build',
    // The server's own bundle (inertia/ssr.tsx) is never sent to a browser.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle(error) {
      // A failed build has written nothing; its own error is the one to show.
      // Rolldown calls this hook again without the error, so no folder means no build.
      if (error) return
      const names = await readdir(outDir).catch((cause: NodeJS.ErrnoException) => {
        if (cause.code === 'ENOENT') return []
        throw cause
      })
      const files = names.filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const source = await readFile(join(outDir, name))
          if (source.byteLength < MIN_BYTES) return
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
              },
            }),
            gz(source, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await writeFile(join(outDir, `${name}.br`), br)
          await writeFile(join(outDir, `${name}.gz`), gzipped)
        })
      )
    },
  }
}

/**
 * Keeps only the Bootstrap Icons the app shows (common/icons.ts): their
 * rules out of some 2,000, and a font holding their glyphs alone (a few kB
 * instead of 130), written under node_modules/.cache and emitted by Vite
 * like any other asset, with a hash of its content.
 */
function usedIcons(): PostcssPlugin {
  const keep = new Set(ICONS.map((name) => `.bi-${name}::before`))
  const fontPath = resolve(
    import.meta.dirname,
    'node_modules/.cache/pos-center/bootstrap-icons.woff2'
  )
  return {
    postcssPlugin: 'pos-center:used-icons',
    async Once(root) {
      const glyphs: string[] = []
      root.walkRules(/^\.bi-[a-z0-9-]+::before$/, (rule) => {
        if (!keep.has(rule.selector)) return void rule.remove()
        // content: "\f101", a CSS escape of the glyph's code point.
        rule.walkDecls('content', (decl) => {
          glyphs.push(String.fromCodePoint(Number.parseInt(decl.value.slice(2, -1), 16)))
        })
      })
      if (glyphs.length === 0) return
      const full = await readFile(
        createRequire(import.meta.url).resolve('bootstrap-icons/font/fonts/bootstrap-icons.woff2')
      )
      await mkdir(dirname(fontPath), { recursive: true })
      await writeFile(fontPath, await subsetFont(full, glyphs.join(''), { targetFormat: 'woff2' }))
      root.walkAtRules('font-face', (fontFace) => {
        fontFace.walkDecls('src', (decl) => {
          if (!decl.source?.input.file || !decl.value.includes('bootstrap-icons')) return
          // Relative to the stylesheet that declared it, as Vite resolves url().
          const url = relative(dirname(decl.source.input.file), fontPath)
          decl.value = `url("${url}") format("woff2")`
        })
      })
    },
  }
}

/**
 * The route registry the pages import (`~registry`): each route's name,
 * methods and pattern, out of what `node ace codegen` writes
 * (.adonisjs/client/registry). The generated file also holds each pattern's
 * parsed tokens, three times the bytes, carried by every page; the client
 * parses the patterns itself (inertia/lib/routes.ts).
 */
function routeRegistry(): Plugin {
  const source = resolve(import.meta.dirname, '.adonisjs/client/registry/index.ts')
  const id = '\0pos-center:route-registry'
  const route = /^ {2}'([^']+)': \{\n {4}methods: (\[[^\]]*\]),\n {4}pattern: '([^']*)',$/gm
  return {
    name: 'pos-center:route-registry',
    resolveId: (name) => (name === '~registry' ? id : undefined),
    async load(name) {
      if (name !== id) return
      this.addWatchFile(source)
      const generated = await readFile(source, 'utf8').catch((cause: NodeJS.ErrnoException) => {
        if (cause.code !== 'ENOENT') throw cause
        throw new Error(
          `No route registry at ${source}: run "NODE_ENV=test node ace codegen" first`
        )
      })
      const routes = [...generated.matchAll(route)].map(
        ([, routeName, methods, pattern]) =>
          `${JSON.stringify(routeName)}:{methods:${methods},pattern:${JSON.stringify(pattern)}}`
      )
      if (routes.length === 0) throw new Error(`No routes found in ${source}`)
      return `export const registry = { routes: {${routes.join(',')}} }`
    },
  }
}

/**
 * A test lane's own WebSocket port for the dev server (`LANE_WS_PORT`, set
 * per lane by .ci/run). The test runner picks one itself (`VITE_HMR_PORT`,
 * the first free port from 24678) before Vite listens, so two runs started
 * together can both pick 24678, and the pages of one then take the other's
 * reloads. A plugin's config wins over the runner's.
 */
function laneWebSocketPort(): Plugin {
  const port = Number(process.env.LANE_WS_PORT)
  return {
    name: 'pos-center:lane-ws-port',
    apply: 'serve',
    config: () => (port ? { server: { ws: { port } } } : undefined),
  }
}

export default defineConfig({
  plugins: [
    laneWebSocketPort(),
    routeRegistry(),
    react(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      // The first visit of some pages, rendered by the server (config/inertia.ts).
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompress(),
  ],
  css: {
    // One stylesheet for both directions: rules that depend on the side are
    // emitted for [dir="ltr"] and mirrored for [dir="rtl"] (the RTL setting).
    postcss: { plugins: [usedIcons(), postcssRTLCSS({ mode: 'combined' })] },
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global colour functions.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    // bwip-js (the product form's barcode, loaded on demand) is this large.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          // React and Inertia change less often than the pages: their own
          // chunk stays cached across deployments that touch only the app.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@inertiajs|es-toolkit|laravel-precognition)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // The server's bundle holds its dependencies: some (react-bootstrap's
    // folder imports) do not load as Node's own ES modules.
    noExternal: true,
  },
  optimizeDeps: {
    // Every page, component and library crawled before the first page is
    // served: a dependency found later (idb, loaded by the counter after it
    // shows) makes Vite reload every open page.
    entries: ['inertia/**/*.tsx', 'inertia/lib/**/*.ts'],
  },
  resolve: {
    // #common/* (the rules shared with the server) needs no alias: Vite reads
    // package.json "imports" as Node does, and inertia/tsconfig.json too.
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
    },
  },
})
