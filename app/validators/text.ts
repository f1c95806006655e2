import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { normalizeText } from '#common/text'

/*
 * Text as people mean it, the same however it was typed or pasted: every
 * validator's text fields go through `text()` or `code()`, so lookalike
 * SKUs and names cannot pass for one another.
 *
 * - NFKC: full-width, ligature and other compatibility forms become their
 *   plain letters and digits ("ＡＢＣ１" is "ABC1").
 * - Format characters (\p{Cf}: zero-width space, bidi marks, soft hyphen,
 *   BOM, ...) are dropped. In free text the two joiners (U+200C, U+200D),
 *   which shape Persian words and emoji, stay between characters; codes
 *   keep none.
 * - Text with nothing visible in it (spaces, invisible and combining
 *   characters, fillers such as U+3164) is refused with a field message.
 * - Lengths are counted in characters (code points), not UTF-16 units.
 */

/** What shows nothing on its own: format, separator, control and combining characters, fillers. */
const BLANK = /[\p{Cf}\p{Z}\p{Cc}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]/gu

/** A code (SKU, barcode, branch code, email) in its normal form: NFKC, no format characters, trimmed. */
export function normalizeCode(value: string) {
  return value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim()
}

/** True when nothing in the text would show on screen or paper. */
export function isBlank(value: string) {
  return value.replace(BLANK, '') === ''
}

/** The length a person counts: characters (code points), so "𝐀" or "😀" is one. */
export function characterCount(value: string) {
  return [...value].length
}

export const VISIBLE_TEXT_MESSAGE =
  'Enter the {{ field }} in visible characters: spaces and invisible characters alone do not count.'

interface TextOptions {
  /** Fewest characters; 1 or more makes text with nothing visible a refusal. */
  min?: number
  max: number
}

const visibleText = vine.createRule((value: unknown, options: TextOptions, field: FieldContext) => {
  if (typeof value !== 'string' || !field.isValid) return
  const normal = normalizeText(value)
  const min = options.min ?? 0
  if (isBlank(normal)) {
    // Invisible characters typed into a required field: say why they do not count.
    if (min > 0 && value.trim() !== '') {
      field.report(VISIBLE_TEXT_MESSAGE, 'visibleText', field)
      return
    }
    if (min > 0) {
      field.report('Enter the {{ field }}.', 'minLength', field, { min })
      return
    }
    field.mutate('', field)
    return
  }
  const count = characterCount(normal)
  if (count < min) {
    field.report('The {{ field }} must have at least {{ min }} characters.', 'minLength', field, {
      min,
    })
    return
  }
  if (count > options.max) {
    field.report('The {{ field }} must have at most {{ max }} characters.', 'maxLength', field, {
      max: options.max,
    })
    return
  }
  field.mutate(normal, field)
})

const normalizedCode = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string' || !field.isValid) return
    field.mutate(normalizeCode(value), field)
  }
)

/** Free text: normalised, something visible when required, at most `max` characters. */
export function text(options: TextOptions) {
  return vine.string().use(visibleText(options))
}

/**
 * A code: normalised the same way before the rules chained after it
 * (upper-casing, patterns, lengths, uniqueness) see it.
 */
export function code() {
  return vine.string().use(normalizedCode())
}

/** SKUs are printable ASCII, so a Cyrillic "А" cannot pass for a Latin "A". */
export const SKU_PATTERN = /^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/

export const SKU_MESSAGE =
  'Use Latin letters, digits and symbols only (such as BEV-010): a SKU must read the same on every keyboard and scanner.'
