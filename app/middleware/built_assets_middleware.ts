import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

const PREFIX = '/assets/'
const ASSETS_DIR = app.publicPath('assets')

/** Every file name Vite writes to /assets carries a hash of its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
}

/** The copies vite.config.ts writes beside each text asset, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

async function fileSize(path: string) {
  try {
    const stats = await stat(path)
    return stats.isFile() ? stats.size : null
  } catch {
    return null
  }
}

/**
 * Serves the production build of the pages (public/assets, see
 * bin/build_pages.js): a year's immutable caching, since a changed file gets
 * a new name, and the brotli or gzip copy made at build time when the
 * browser accepts it. Anything else under /assets (the manifest, a missing
 * file) goes on to the static server, which refuses dot files, and to 404.
 */
export default class BuiltAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const method = request.method()
    const url = request.url()
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(PREFIX)) return next()

    let name: string
    try {
      name = decodeURIComponent(url.slice(PREFIX.length))
    } catch {
      return next()
    }
    // Vite writes flat file names: a folder, a dot file or a NUL is not one of them.
    if (!/^[\w-]+(\.[\w-]+)+$/.test(name)) return next()

    const path = join(ASSETS_DIR, name)
    const size = await fileSize(path)
    if (size === null) return next()

    // Brotli whenever the browser takes it, whatever the order it lists them in.
    const encoding = ENCODINGS.find((candidate) => request.encoding([candidate.name]))
    const compressedSize = encoding ? await fileSize(path + encoding.suffix) : null
    const sent =
      encoding && compressedSize !== null
        ? { path: path + encoding.suffix, size: compressedSize, encoding: encoding.name }
        : { path, size, encoding: null }

    response.header('Content-Type', TYPES[extname(name)] ?? 'application/octet-stream')
    response.header('Cache-Control', IMMUTABLE)
    response.header('Content-Length', sent.size)
    if (sent.encoding) response.header('Content-Encoding', sent.encoding)
    // Caches keep one copy per encoding of a file that has compressed copies.
    if (sent.encoding || (await fileSize(path + '.gz')) !== null) {
      response.header('Vary', 'Accept-Encoding')
    }
    if (method === 'GET') response.stream(createReadStream(sent.path))
  }
}
