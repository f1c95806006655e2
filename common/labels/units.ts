/** No-break space: keeps a number and its unit on one line. */
export const NO_BREAK_SPACE = '\u00a0'

/** Units a product name puts after a number: "500 g", "1.5 l", "6 x", "20 %". */
const NUMBER_THEN_UNIT =
  /(\d)[ \t]+(?=(?:kg|mg|g|ml|cl|dl|l|oz|fl\.? ?oz|lb|lbs|cm|mm|m|pcs|pc|pk|ct|x|%)(?![\p{L}\d]))/giu

/** The spaces between numbers and their units made no-break, so "300 g" never splits across lines. */
export function keepNumbersWithUnits(text: string) {
  return text.replace(NUMBER_THEN_UNIT, `$1${NO_BREAK_SPACE}`)
}
