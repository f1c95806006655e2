import vine, { type VineValidator } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { text } from '#validators/text'
import { recordId } from '#validators/numbers'

/** Pages further than this are read as this one, which then shows the last page. */
export const MAX_LIST_PAGE = 100_000

export const MAX_LIST_SEARCH_LENGTH = 100

/**
 * A list screen's query string: `page`, `search` and `sort`, read the same
 * way on every list, and the area's own filters. Read it with
 * `readListQuery`.
 */
export function listQueryValidator<
  const Sorts extends readonly [string, ...string[]],
  Filters extends Record<string, SchemaTypes> = {},
>({ sorts, filters, typed }: { sorts: Sorts; filters?: Filters; typed?: (keyof Filters)[] }) {
  const validator = vine.create({
    page: vine
      .number()
      .positive()
      .withoutDecimals()
      .transform((page) => Math.min(page, MAX_LIST_PAGE))
      .optional(),
    // The row a page follows or precedes, for a list that seeks its pages (app/support/pagination.ts).
    // An id, so within an `integer`: a larger one would fail the query on PostgreSQL.
    after: recordId().optional(),
    before: recordId().optional(),
    search: text({ max: MAX_LIST_SEARCH_LENGTH }).optional(),
    sort: vine.enum(sorts).optional(),
    ...(filters ?? ({} as Filters)),
  })
  TYPED.set(validator, new Set((typed ?? []) as string[]))
  return validator
}

/** Per list, the filters a person types (a day, an id found by searching) rather than picks. */
const TYPED = new WeakMap<object, Set<string>>()

/**
 * A list's query string as its validator reads it. A parameter it refuses
 * (`?page=abc`, `?page=0`, `?sort=evil`) is left out, so it takes its
 * default, rather than failing the page: an old or hand-edited link still
 * shows the list, and the page's controls show what was applied. A refused
 * filter that a person types (a day that does not exist, an id out of
 * range) is a message beside that filter instead, as on any form.
 */
export async function readListQuery<
  Validator extends VineValidator<SchemaTypes, Record<string, any> | undefined>,
>(validator: Validator, query: Record<string, unknown>): Promise<Infer<Validator>> {
  const [error, filters] = await validator.tryValidate(query)
  if (!error) return filters
  const refused = new Set<string>(
    error.messages.map(({ field }: { field: string }) => field.split('.')[0])
  )
  const typed = TYPED.get(validator)
  if ([...refused].some((name) => typed?.has(name))) throw error
  return validator.validate(
    Object.fromEntries(Object.entries(query).filter(([name]) => !refused.has(name)))
  )
}

/** The applied filters as the page's controls hold them: text, empty when unset. */
export function filterProps<Filters extends Record<string, unknown>, Name extends keyof Filters>(
  filters: Filters,
  names: readonly Name[]
) {
  return Object.fromEntries(
    names.map((name) => [name, filters[name] === undefined ? '' : String(filters[name])])
  ) as Record<Name, string>
}
