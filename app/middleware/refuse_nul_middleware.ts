import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@vinejs/vine'

export const NUL_MESSAGE = 'Remove the NUL character: text cannot contain one.'

/** The path (`items.0.name`) of every string, or object key, holding U+0000. */
export function nulFields(value: unknown, path: string[] = []): string[] {
  const here = path.join('.') || 'input'
  if (typeof value === 'string') return value.includes('\0') ? [here] : []
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key.includes('\0') ? [here] : nulFields(inner, [...path, key])
  )
}

/**
 * PostgreSQL refuses U+0000 in any text, so a NUL byte in a search, a form
 * or a path segment would reach it as a query parameter and fail (500). No
 * text a person types holds one: every string of the query, the body and
 * the route parameters is checked once, here, and refused as a validation
 * error (the form's field message, or 422 JSON). Uploads are read only by
 * their actions (csv/upload.ts), which refuse a NUL in a file's name, and
 * the CSV parser one in its content.
 */
export default class RefuseNulMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // The catch-all's wildcard is an unknown path: it answers 404 without touching the database.
    const params = Object.fromEntries(Object.entries(ctx.params).filter(([key]) => key !== '*'))
    const fields = new Set([...nulFields(ctx.request.all()), ...nulFields(params)])
    if (fields.size) {
      throw new errors.E_VALIDATION_ERROR(
        [...fields].map((field) => ({ field, message: NUL_MESSAGE, rule: 'nul' }))
      )
    }
    return next()
  }
}
