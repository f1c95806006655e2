import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { HttpError, StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import env from '#start/env'
import { DomainError } from '#exceptions/domain_error'
import { requestForDebugPage, showsDebugPages } from '#support/debug_pages'
import { isDatabaseOutage } from '#support/database_outage'

/** What each error page says, in words for the person who met it. */
export const STATUS_PAGES: Record<number, { title: string; message: string }> = {
  403: {
    title: 'Access denied',
    message: 'Your role does not allow this. Ask an administrator if you need access.',
  },
  404: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist or is not available to you.',
  },
  419: {
    title: 'Page expired',
    message: 'This page has expired. Reload the page and try again.',
  },
  429: {
    title: 'Too many requests',
    message: 'You have made too many requests. Wait a moment and try again.',
  },
  500: {
    title: 'Something went wrong',
    message: 'An unexpected error occurred. It has been logged; please try again.',
  },
  503: {
    title: 'Service unavailable',
    message: 'POS Center is down for maintenance. Please try again in a few minutes.',
  },
}

/** The database could not be reached or read (support/database_outage.ts). */
export const DATABASE_DOWN_PAGE = {
  title: 'Service unavailable',
  message: 'POS Center cannot reach its database. Please try again in a few minutes.',
}

/** Another process held the SQLite file past the wait (support/sqlite_busy.ts). */
export const BUSY_PAGE = {
  title: 'Busy, try again',
  message: 'The database is busy. Wait a moment and try again; nothing was saved.',
}

const renderStatusPage =
  (status: number, shown?: { title: string; message: string }): StatusPageRenderer =>
  (_, { inertia, response }) => {
    const page = shown ?? STATUS_PAGES[status] ?? STATUS_PAGES[status >= 500 ? 500 : 404]
    response.status(status)
    return inertia.render('errors/status', { status, ...page })
  }

const CLIENT_ERROR_PAGES: Record<StatusPageRange, StatusPageRenderer> = {
  '403': renderStatusPage(403),
  '404': renderStatusPage(404),
  '419': renderStatusPage(419),
  '429': renderStatusPage(429),
}

const SERVER_ERROR_PAGES: Record<StatusPageRange, StatusPageRenderer> = {
  '500..502': renderStatusPage(500),
  '503': renderStatusPage(503),
  '504..599': renderStatusPage(500),
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Stack traces only in local development on this machine; elsewhere the real pages. */
  protected debug = showsDebugPages(app.inDev, env.get('HOST'))

  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = this.debug
    ? CLIENT_ERROR_PAGES
    : { ...CLIENT_ERROR_PAGES, ...SERVER_ERROR_PAGES }

  async handle(error: unknown, ctx: HttpContext) {
    const code = (error as { code?: string })?.code
    // A stale or missing XSRF token: a page that says to reload, not a silent redirect.
    if (code === 'E_BAD_CSRF_TOKEN') {
      return this.renderPage(419, ctx)
    }
    // Bouncer answers a bare 403 by itself; people get the real page.
    if (code === 'E_AUTHORIZATION_FAILURE') {
      // A record's rule that gives its reason (a stocktake already posted) reads like any refused step.
      const denial = (error as { response?: { status?: number; message?: string } }).response
      if (denial?.status === 422 && denial.message) {
        const refusal = new DomainError(denial.message)
        return refusal.handle(refusal, ctx)
      }
      return this.renderPage(403, ctx)
    }
    if (code === 'E_DATABASE_BUSY') {
      return this.renderPage(503, ctx, BUSY_PAGE)
    }
    if (isDatabaseOutage(error)) {
      return this.renderPage(503, ctx, DATABASE_DOWN_PAGE)
    }
    return super.handle(error, ctx)
  }

  private async renderPage(
    status: 403 | 419 | 503,
    ctx: HttpContext,
    shown = STATUS_PAGES[status]
  ) {
    if (ctx.request.accepts(['html', 'json']) === 'json' && !ctx.request.header('x-inertia')) {
      return ctx.response.status(status).send({ message: shown.message })
    }
    const page = await renderStatusPage(status, shown)(new Error(shown.title) as any, ctx)
    return ctx.response.status(status).send(page)
  }

  /** The debug page, without the request's cookies and tokens (the session cookie is HttpOnly for a reason). */
  async renderErrorAsHTML(error: HttpError, ctx: HttpContext) {
    if (!this.debug || this.statusPages[String(error.status) as StatusPageRange]) {
      return super.renderErrorAsHTML(error, ctx)
    }
    const { Youch } = await import('youch')
    const html = await new Youch().toHTML(error, {
      request: requestForDebugPage(ctx.request.request),
      cspNonce: 'nonce' in ctx.response ? (ctx.response.nonce as string) : undefined,
    })
    return ctx.response.status(error.status).send(html)
  }

  /** Outside local development a server error says nothing about its cause. */
  async renderErrorAsJSON(error: HttpError, ctx: HttpContext) {
    if (error.status >= 500 && !this.debug) {
      return ctx.response.status(error.status).send({ message: STATUS_PAGES[500].message })
    }
    return super.renderErrorAsJSON(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
