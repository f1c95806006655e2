import type { Offsets } from '#common/labels/layout'
import type { LabelField, LabelTemplate } from '#common/labels/templates'

/**
 * What the label page remembers between visits (localStorage, this device
 * only): the last template and fields, and for each template the offsets
 * that line the print up with this printer and this label stock.
 */
const KEYS = {
  template: 'posCenter.labels.template',
  fields: 'posCenter.labels.fields',
  offsets: (templateId: string) => `posCenter.labels.offsets.${templateId}`,
}

function read<T>(key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? 'null')
    return accept(value) ? value : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the choice simply is not remembered.
  }
}

const isOffsets = (value: unknown): value is Offsets =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Offsets).top) &&
  Number.isFinite((value as Offsets).left)

/** The template chosen last, if it still exists. */
export function storedTemplateId(templates: readonly LabelTemplate[]) {
  return read(KEYS.template, (value): value is string =>
    templates.some((template) => template.id === value)
  )
}

export function storeTemplateId(templateId: string) {
  write(KEYS.template, templateId)
}

/** The fields chosen last, if at least one and all still offered. */
export function storedFields(allFields: readonly LabelField[]) {
  return read(
    KEYS.fields,
    (value): value is LabelField[] =>
      Array.isArray(value) && value.length > 0 && value.every((field) => allFields.includes(field))
  )
}

export function storeFields(fields: readonly LabelField[]) {
  write(KEYS.fields, fields)
}

/** The offsets last used with this template; none until some were set. */
export function storedOffsets(templateId: string): Offsets {
  return read(KEYS.offsets(templateId), isOffsets) ?? { top: 0, left: 0 }
}

export function storeOffsets(templateId: string, offsets: Offsets) {
  write(KEYS.offsets(templateId), offsets)
}
