import type { PdfFont } from '#services/pdf/fonts'
import { fitText, lineWidth, type FittedText } from '#services/pdf/text'

export type SetLine = FittedText['lines'][number]

/**
 * Draws text in a PDFKit document run by run, each run in the font that
 * has its glyphs (`textRuns`), so a name in any script prints instead of
 * empty boxes. Every document of the family (labels, receipts) writes its
 * text through one of these; fonts are registered with the document once.
 */
export class PdfTextWriter {
  private registered = new Set<string>()

  constructor(private doc: PDFKit.PDFDocument) {}

  private use(font: PdfFont, size: number) {
    if (!this.registered.has(font.name)) {
      // PDFKit also takes a parsed fontkit font (its types omit it): every document reuses
      // the one parse, instead of parsing and inflating the font again for each.
      this.doc.registerFont(font.name, font.face as unknown as Buffer)
      this.registered.add(font.name)
    }
    this.doc.font(font.name).fontSize(size)
  }

  /** One run of one font, its left edge at `x`, on the baseline at `baseline`. */
  run(text: string, font: PdfFont, size: number, x: number, baseline: number) {
    this.use(font, size)
    this.doc.text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' })
  }

  /** A line `setLines` or `fitText` shaped, its runs left to right from `x`. */
  line(line: SetLine, fontSize: number, x: number, baseline: number) {
    for (const run of line.runs) {
      this.run(run.text, run.font, fontSize, x, baseline)
      x += lineWidth([run], fontSize)
    }
  }
}

/**
 * Text set at one size in a column of `width`, as many lines as it needs:
 * each of its own lines wrapped at spaces (between any two characters of
 * Chinese, Japanese or Korean), runs in visual order.
 */
export function setLines(text: string, base: PdfFont, fontSize: number, width: number) {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap(
      (paragraph) =>
        fitText(paragraph, { width, maxLines: Infinity, fontSize, minFontSize: fontSize }, base)
          .lines
    )
}
