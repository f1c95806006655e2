import compression from 'compression'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Pages, Inertia's JSON and CSV exports leave brotli- or gzip-compressed
 * when the browser accepts it and they are over 1 kB (expressjs/compression,
 * which wraps the Node response Adonis writes to). The built assets come
 * compressed already (BuiltAssetsMiddleware), and the Vite dev server of
 * `npm run dev` and the tests answers before this runs.
 */
const compress = compression({ threshold: 1024 })

export default class CompressResponsesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await new Promise<void>((resolve, reject) =>
      compress(
        // Typed for Express; it reads and wraps only the Node request and response.
        ctx.request.request as unknown as Parameters<typeof compress>[0],
        ctx.response.response as unknown as Parameters<typeof compress>[1],
        (error?: unknown) => (error ? reject(error) : resolve())
      )
    )
    return next()
  }
}
