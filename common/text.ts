/**
 * Free text in its normal form, the same on the server (every validator's
 * text fields, `app/validators/text.ts`) and in the browser (what the till
 * searches offline), so text typed or pasted either way reads alike.
 */

const JOINER = /^[\u200C\u200D]$/u
/** Joiners or spaces at either end, which join nothing there. */
const LOOSE_ENDS = /^[\s\u200C\u200D]+|[\s\u200C\u200D]+$/gu

/** Free text in its normal form: NFKC, format characters gone (joiners kept inside), trimmed. */
export function normalizeText(value: string) {
  return value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, (character) => (JOINER.test(character) ? character : ''))
    .replace(LOOSE_ENDS, '')
}
