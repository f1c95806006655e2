import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  LABEL_FIELDS,
  LABEL_TEMPLATE_IDS,
  MAX_LABELS_PER_JOB,
  MAX_LABELS_PER_PRODUCT,
  MAX_PRODUCTS_PER_JOB,
  findTemplate,
  labelsPerPage,
} from '#common/labels/templates'
import { recordId } from '#validators/numbers'
import { text } from '#validators/text'

/**
 * A comma-separated query value as a list. The query parser already splits
 * `a,b` into an array; a single value stays a string.
 */
export function commaList(value: unknown) {
  if (typeof value === 'string') return value === '' ? [] : value.split(',')
  return value
}

/**
 * The print page's `?products=1,2,3`: products to start with, one label
 * each; or `?receipt=12`: the products of a stock receipt, as many labels
 * as units were received.
 */
export const printBarcodesPageValidator = vine.create({
  products: vine.array(recordId()).maxLength(MAX_PRODUCTS_PER_JOB).optional(),
  receipt: recordId().optional(),
})

/** Words to find products to label by name, SKU or barcode. */
export const labelSearchValidator = vine.create({
  search: text({ min: 1, max: 100 }),
})

const totalAtMost = vine.createRule((value: unknown, max: number, field: FieldContext) => {
  if (!Array.isArray(value)) return
  const total = value.reduce((sum, item) => sum + (Number(item?.count) || 0), 0)
  if (total > max) {
    field.report(
      `At most ${max} labels in one print job; this one has ${total}.`,
      'totalAtMost',
      field
    )
  }
})

/**
 * Offsets and the first position depend on the label stock: a roll takes
 * less shift than a sheet, and a sheet has only so many positions. Refused
 * here, beside the field, rather than quietly clamped by the layout.
 */
const fitsTemplate = vine.createRule(
  (value: unknown, what: 'offset' | 'start', field: FieldContext) => {
    if (typeof value !== 'number') return
    const template = findTemplate(String(field.parent?.template))
    if (!template) return
    if (what === 'offset' && Math.abs(value) > template.maxOffset) {
      field.report(
        `${template.name} takes an offset of at most ${template.maxOffset} mm either way.`,
        'fitsTemplate',
        field
      )
    }
    const perPage = labelsPerPage(template)
    if (what === 'start' && value > perPage) {
      field.report(
        `${template.name} has ${perPage} label position${perPage === 1 ? '' : 's'} a page.`,
        'fitsTemplate',
        field
      )
    }
  }
)

/** What to print: template, products with their label counts, fields, offsets, first position. */
export const labelJobValidator = vine.create({
  template: vine.enum(LABEL_TEMPLATE_IDS),
  items: vine
    .array(
      vine.object({
        product: recordId().exists({
          table: 'products',
          column: 'id',
          filter: (query) => {
            query.where('is_active', true)
          },
        }),
        count: vine.number().withoutDecimals().min(1).max(MAX_LABELS_PER_PRODUCT),
      })
    )
    .minLength(1)
    .maxLength(MAX_PRODUCTS_PER_JOB)
    .distinct('product')
    .use(totalAtMost(MAX_LABELS_PER_JOB)),
  fields: vine.array(vine.enum(LABEL_FIELDS)).minLength(1).distinct(),
  top: vine.number().use(fitsTemplate('offset')).optional(),
  left: vine.number().use(fitsTemplate('offset')).optional(),
  start: vine.number().withoutDecimals().min(1).use(fitsTemplate('start')).optional(),
})

/**
 * The PDF link carries the job compactly in its query string
 * (`items=12:3,14:1&fields=name,price`); this unpacks it for the validator.
 */
export function labelJobInput(query: Record<string, unknown>) {
  const items = commaList(query.items)
  return {
    ...query,
    items: Array.isArray(items)
      ? items.map((item) => {
          if (typeof item !== 'string') return item
          const [product, count] = item.split(':')
          return { product, count }
        })
      : items,
    fields: commaList(query.fields),
  }
}
