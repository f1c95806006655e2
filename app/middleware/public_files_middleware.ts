import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * The static server for public/, asked only about paths that name a file
 * (a dot in the last segment, as favicon.svg): no route has one, and the
 * static server looks on disk for every request it is given.
 */
@inject()
export default class PublicFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    const name = path.slice(path.lastIndexOf('/') + 1)
    return name.includes('.') ? this.files.handle(ctx, next) : next()
  }
}
